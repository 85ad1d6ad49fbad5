/** The labels and field order of the web editor, read from the field names and the data files. */

// A JSON Schema node as read from schemas/: any keyword may appear, and each is checked where it is read.
// biome-ignore lint/suspicious/noExplicitAny: JSON Schema documents have no static shape here.
export type S = Record<string, any>;

/** "zipCodes" -> "Zip codes"; "paint-roller" -> "Paint roller". */
export const humanize = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** "Zip codes" -> "Zip code", "Aliases" -> "Alias", "Categories" -> "Category": the label of one item of a list. */
export function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/(s|x|ch|sh)es$/.test(label)) return label.replace(/es$/, '');
  return label.replace(/([^s])s$/, '$1');
}

/** The item field a list entry is summarised by in the editor (instead of "Item 1"), most telling first. */
export const SUMMARY_FIELDS = [
  'name',
  'title',
  'label',
  'heading',
  'question',
  'term',
  'text',
  'quote',
  'alt',
  'slug',
  'id',
];

/**
 * Field names in the order the data files write them, so the editor shows (and saves) fields in that order. Each
 * file's keys are merged in turn; a key one file adds goes after the key it follows there.
 */
export function keyOrder(samples: unknown[]): string[] {
  const order: string[] = [];
  for (const sample of samples) {
    if (!sample || typeof sample !== 'object' || Array.isArray(sample)) continue;
    let prev = -1;
    for (const key of Object.keys(sample)) {
      const at = order.indexOf(key);
      if (at === -1) order.splice(++prev, 0, key);
      else prev = at;
    }
  }
  return order;
}

/** The values found under `name` in each sample, lists flattened: the samples of a nested group or list item. */
export const childSamples = (samples: unknown[], name: string): unknown[] =>
  samples.flatMap((s) => {
    const v = s && typeof s === 'object' ? (s as S)[name] : undefined;
    return Array.isArray(v) ? v : v === undefined ? [] : [v];
  });
