import { Marked } from 'marked';

// Raw HTML in Markdown is shown as text, so no YAML value can inject markup or script into a page.
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const marked = new Marked({ gfm: true, renderer: { html: ({ text }) => escapeHtml(text) } });

export function markdownToHtml(md: string): string {
  return marked.parse(md, { async: false });
}

/** Schemes a link or image in Markdown may use; a link without a scheme (/about, #faq, ../x) is relative and fine. */
export const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'];

// What a browser would read as the scheme: character references decoded, whitespace and control characters dropped.
function schemeOf(href: string): string | undefined {
  const decoded = href
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed, as browsers ignore them in a URL's scheme.
    .replace(/[\u0000-\u0020]/g, '');
  return (
    /^([a-z][a-z0-9+.-]*):/i.exec(decoded)?.[1].toLowerCase() ??
    (/^[^/?#]*&[a-z]+;/i.test(decoded) ? 'unknown' : undefined)
  );
}

/** The links and images of a Markdown text whose scheme is not allowed (a javascript: link would run on click). */
export function forbiddenLinks(md: string): string[] {
  const bad: string[] = [];
  marked.walkTokens(marked.lexer(md), (t) => {
    if (t.type !== 'link' && t.type !== 'image') return;
    const scheme = schemeOf(t.href);
    if (scheme && !ALLOWED_SCHEMES.includes(scheme)) bad.push(t.href);
  });
  return bad;
}

/**
 * Converts the fields named by dotted paths ("content", "sections.*.body") in place, and returns the place of each
 * link whose scheme is not allowed (nothing is converted then: the caller reports them and writes nothing).
 */
export function convertMarkdown(value: unknown, paths: string[]): { segs: string[]; hrefs: string[] }[] {
  const problems: { segs: string[]; hrefs: string[] }[] = [];
  for (const p of paths) apply(value, p.split('.'), [], problems);
  return problems;
}

function apply(target: unknown, segs: string[], at: string[], problems: { segs: string[]; hrefs: string[] }[]): void {
  if (!target || typeof target !== 'object') return;
  const [head, ...rest] = segs;
  const obj = target as Record<string, unknown>;
  if (head === '*') {
    for (const [k, item] of Object.entries(obj)) apply(item, rest, [...at, k], problems);
    return;
  }
  if (!rest.length) {
    const md = obj[head];
    if (typeof md !== 'string') return;
    const hrefs = forbiddenLinks(md);
    if (hrefs.length) problems.push({ segs: [...at, head], hrefs });
    else obj[head] = markdownToHtml(md);
    return;
  }
  apply(obj[head], rest, [...at, head], problems);
}
