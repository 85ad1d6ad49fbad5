import { CITY_FALLBACK_URL, type Route } from '../../src/lib/routing/routes.ts';

/** sitemaps.org allows 50,000 URLs per file; beyond that an index lists the parts. */
export const SITEMAP_LIMIT = 50_000;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page's versions in other languages, as Google reads them from a sitemap: every version (itself included) and
 * x-default, the English page, that a searcher whose language the site does not have is shown.
 */
function alternateLinks(r: Route, abs: (path: string) => string): string {
  const versions = Object.entries(r.alternates) as [string, string][];
  if (versions.length < 2) return '';
  const links = [...versions.map(([lang, url]) => [lang, url]), ['x-default', r.alternates.en!]].filter(
    ([, url]) => url !== undefined,
  );
  return links
    .map(([lang, url]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(abs(url))}"/>`)
    .join('');
}

/** sitemap.xml (or an index and its parts) of the indexable routes, keyed by file name. */
export function sitemapFiles(routes: Route[], baseUrl: string, limit = SITEMAP_LIMIT): Record<string, string> {
  const urls = routes.filter((r) => r.indexable && r.canonical === r.url);
  const abs = (path: string) => (path === '/' ? `${baseUrl}/` : `${baseUrl}${path}`);
  const urlset = (list: Route[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${list
      .map(
        (r) =>
          `  <url><loc>${escapeXml(abs(r.url))}</loc>${r.lastmod ? `<lastmod>${r.lastmod}</lastmod>` : ''}${alternateLinks(r, abs)}</url>`,
      )
      .join('\n')}\n</urlset>\n`;
  if (urls.length <= limit) return { 'sitemap.xml': urlset(urls) };
  const files: Record<string, string> = {};
  for (let i = 0; i * limit < urls.length; i++)
    files[`sitemap-${i + 1}.xml`] = urlset(urls.slice(i * limit, (i + 1) * limit));
  files['sitemap.xml'] =
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${Object.keys(
      files,
    )
      .map((f) => `  <sitemap><loc>${baseUrl}/${f}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
  return files;
}

// The form handler's addresses (/api/) are no pages: a price row's link to GET /api/quote answers a copy of a quote page.
export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: ${CITY_FALLBACK_URL}\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
