/** Fills in `{name}` in a message. Its own module, so an island fills its words without the site's content. */
const NAME = /\{(\w+)\}/g;
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(NAME, (m, k: string) => (k in values ? String(values[k]) : m));
