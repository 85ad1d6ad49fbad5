/**
 * What the web editor adds to Sveltia CMS (loaded by /admin/ right after the CMS, before it reads config.yml):
 * - the "yaml-schema" format, which keeps line 1 of each data file, `# yaml-language-server: $schema=…`, through an
 *   edit (the CMS drops comments);
 * - a preSave hook that writes the day's date into `lastUpdated` and, where the id is derived from a name (cities),
 *   the file name into the id field, so neither is typed nor copied from another file.
 * Built by codegen into generated/public/admin/cms.js; EDITOR is defined there from scripts/codegen/collections.ts.
 */
import { parse, stringify } from 'yaml';

const FIELD = '$schema';
const COMMENT = /^# yaml-language-server: \$schema=(\S+)\s*\n/;

/** Per collection: does it have lastUpdated, and which id field is derived from the file name. */
export interface EditorRules {
  lastUpdated: string[];
  derivedIds: Record<string, string>;
}
declare const EDITOR: EditorRules;

interface ImmutableMap {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableMap;
}
interface SveltiaCms {
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(text: string): unknown; toFile(data: Record<string, unknown>): string },
  ): void;
  registerEventListener(listener: { name: 'preSave'; handler: (args: { entry: ImmutableMap }) => ImmutableMap }): void;
}

export const yamlSchemaFormat = {
  fromFile(text: string): Record<string, unknown> {
    const schema = COMMENT.exec(text)?.[1];
    const data = (parse(text) ?? {}) as Record<string, unknown>;
    return schema ? { [FIELD]: schema, ...data } : data;
  },
  toFile(data: Record<string, unknown>): string {
    const { [FIELD]: schema, ...rest } = data;
    return `${schema ? `# yaml-language-server: $schema=${String(schema)}\n` : ''}${stringify(rest, { lineWidth: 115 })}`;
  },
};

/** The local calendar date, YYYY-MM-DD: what the marketer saving the file calls today. */
export const today = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** The data the CMS saves: the day's date in lastUpdated, the file name in a derived id field. */
export function beforeSave(entry: ImmutableMap, rules: EditorRules, now = new Date()): ImmutableMap {
  const collection = String(entry.get('collection') ?? '');
  let data = entry.get('data') as ImmutableMap;
  if (rules.lastUpdated.includes(collection)) data = data.set('lastUpdated', today(now));
  const id = rules.derivedIds[collection];
  if (id) data = data.set(id, String(entry.get('slug')));
  return data;
}

/**
 * Sveltia CMS asks GitHub's status page (www.githubstatus.com) whether GitHub is down, each time the editor opens and
 * every five minutes, with no setting to stop it (0.221: only a self-hosted GitHub skips it). That is a third party
 * the editor's policy does not list: the request is refused here, before it leaves, as a network failure, which the
 * CMS takes as "status unknown" and shows nothing (docs/decisions/0043-editor-asks-no-status-page.md).
 */
export const STATUS_PAGE_HOST = 'www.githubstatus.com';
export function withoutStatusPage(fetcher: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location?.href);
    return url.hostname === STATUS_PAGE_HOST
      ? Promise.reject(new TypeError(`${url.origin} is not asked: see src/admin/cms.ts`))
      : fetcher(input, init);
  };
}

const cms = (globalThis as { CMS?: SveltiaCms }).CMS;
if (cms) {
  globalThis.fetch = withoutStatusPage(globalThis.fetch.bind(globalThis));
  cms.registerCustomFormat('yaml-schema', 'yaml', yamlSchemaFormat);
  cms.registerEventListener({ name: 'preSave', handler: ({ entry }) => beforeSave(entry, EDITOR) });
}
