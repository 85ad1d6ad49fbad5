import { Marked } from 'marked';

// Raw HTML in Markdown is shown as text, so no YAML value can inject markup or script into a page.
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const marked = new Marked({ gfm: true, renderer: { html: ({ text }) => escapeHtml(text) } });

export function markdownToHtml(md: string): string {
  return marked.parse(md, { async: false });
}

/** Converts the fields named by dotted paths ("content", "sections.*.body") in place. */
export function convertMarkdown(value: unknown, paths: string[]): void {
  for (const p of paths) apply(value, p.split('.'));
}

function apply(target: unknown, segs: string[]): void {
  if (!target || typeof target !== 'object') return;
  const [head, ...rest] = segs;
  const obj = target as Record<string, unknown>;
  if (head === '*') {
    for (const item of Array.isArray(target) ? target : Object.values(obj)) apply(item, rest);
    return;
  }
  if (!rest.length) {
    if (typeof obj[head] === 'string') obj[head] = markdownToHtml(obj[head]);
    return;
  }
  apply(obj[head], rest);
}
