import fs from 'node:fs';
import path from 'node:path';
import { routeFile } from '../../src/lib/serving/serving-rules.ts';

// Reading the built pages (dist/client) as HTML, for checks that need no browser: what a crawler or a visitor
// without JavaScript gets. Plain string work on React's own output, which is regular enough for it.
export const DIST = path.resolve(import.meta.dirname, '../../dist/client');
export function read(url: string): string {
  const file = path.join(DIST, routeFile(url));
  if (!fs.existsSync(file))
    throw new Error(
      `${file} is missing: run \`npm run build\` before these checks (or the page for ${url} was not built).`,
    );
  return fs.readFileSync(file, 'utf8');
}

export const decode = (s: string) =>
  s
    .replace(/&#x27;|&#0*39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The text a reader gets from a piece of markup: tags and React's <!-- --> separators dropped, spaces collapsed. */
export const text = (html: string) =>
  decode(html.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
export const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
export const headOf = (h: string) => h.slice(0, h.indexOf('</head>'));
export const mainOf = (h: string) => h.slice(h.indexOf('<main'), h.indexOf('</main>'));
/** The content attribute of the one head tag matching `selector` (e.g. `meta name="robots"`); undefined when absent or repeated. */
export function headAttr(h: string, selector: string, name = 'content'): string | undefined {
  const tags = headOf(h).match(new RegExp(`<${selector}[^>]*>`, 'g')) ?? [];
  if (tags.length !== 1) return undefined;
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tags[0])?.[1];
  return value === undefined ? undefined : decode(value);
}
export const titleOf = (h: string) => decode(/<title>([^<]*)<\/title>/.exec(headOf(h))?.[1] ?? '');
export const h1Of = (h: string) => all(h, /<h1[^>]*>([\s\S]*?)<\/h1>/g).map(text);
// biome-ignore lint/suspicious/noExplicitAny: a parsed HTML or JSON-LD node of any shape, narrowed by each assertion.
export type Node = Record<string, any>;
export const graphOf = (h: string): Node[] =>
  all(h, /<script type="application\/ld\+json">([^<]*)<\/script>/g).flatMap((j) => JSON.parse(j));
/** Links of a piece of markup, as [text, href]. */
export const linksOf = (html: string) =>
  [...html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)].map(
    (m) => [text(m[2]), decode(/href="([^"]*)"/.exec(m[1])?.[1] ?? '')] as const,
  );
export const section = (h: string, id: string) => {
  const start = h.indexOf(`<section id="${id}"`);
  return start < 0 ? '' : h.slice(start, h.indexOf('</section>', start));
};
