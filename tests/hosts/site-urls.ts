import fs from 'node:fs';
import path from 'node:path';
import { site } from '../../src/lib/content.ts';

export const DIST = path.resolve(import.meta.dirname, '../../dist/client');

/** The paths of every URL in the built sitemap: what crawlers are told to fetch. */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].slice(site.baseUrl.length) || '/');
}

/** The canonical URL a built page names, as a path. */
export const canonicalPath = (html: string) =>
  /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1].slice(site.baseUrl.length) || '/';
