import { describe, expect, it } from 'vitest';
import { addressImports, assetRefs, hydratedPageId, pageEntryImport, staticImports } from '../src/page-bytes.ts';

describe('assetRefs', () => {
  it('lists stylesheets, scripts and module preloads, and skips JSON-LD and other links', () => {
    const html = `<head>
      <link rel="stylesheet" type="text/css" href="/assets/static/app.css">
      <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
      <link rel="canonical" href="https://www.example.com/quote"/>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script id="vike_pageContext" type="application/json">{}</script>
      <script src="/assets/entries/entry-client-routing.js" type="module" async></script>
      <link rel="modulepreload" href="/assets/chunks/react.js" as="script">
      <link rel="modulepreload" href="/assets/chunks/react.js" as="script">
    </head>`;
    expect(assetRefs(html)).toEqual({
      css: ['/assets/static/app.css'],
      js: ['/assets/entries/entry-client-routing.js', '/assets/chunks/react.js'],
    });
  });
  it("follows the entries Vike's inline loader imports on a page without preloads", () => {
    const html = `<body><script type="application/json" id="vike_pageContext">{"x":"import(\\"/not-code.js\\")"}</script>
      <script type="module" async>
import("/assets/entries/src_pages_portfolio.js");
import("/assets/entries/entry-client-routing.js");
</script></body>`;
    expect(assetRefs(html).js).toEqual([
      '/assets/entries/src_pages_portfolio.js',
      '/assets/entries/entry-client-routing.js',
    ]);
  });
  it('finds nothing on an HTML-only page', () => {
    expect(assetRefs('<html><body><h1>Hi</h1><script type="application/ld+json">{}</script></body></html>')).toEqual({
      css: [],
      js: [],
    });
  });
});

describe('staticImports', () => {
  it('follows static imports of minified bundles but not dynamic import()', () => {
    const code = `import{a as b}from"./chunk-A.js";import"./chunk-B.js";export{c}from '../chunks/chunk-C.js';const p=()=>import("./page-D.js");`;
    expect(staticImports(code)).toEqual(['./chunk-A.js', './chunk-B.js', '../chunks/chunk-C.js']);
  });
});

describe('addressImports', () => {
  it('follows the scripts a bundle imports by address, which load with the page, not its relative chunks', () => {
    const code =
      'addEventListener(`load`,()=>import(`/assets/count.cfMPk4wm.js`));const p=()=>import("./page-D.js");import(a);';
    expect(addressImports(code)).toEqual(['/assets/count.cfMPk4wm.js']);
  });
});

describe("a hydrated page's entry", () => {
  it('is named by the page context Vike writes into hydrated pages only', () => {
    expect(
      hydratedPageId(
        '<script id="vike_pageContext" type="application/json">{"pageId":"\\/src\\/pages\\/portfolio"}</script>',
      ),
    ).toBe('/src/pages/portfolio');
    expect(hydratedPageId('<h1>HTML-only</h1>')).toBeUndefined();
  });
  it("is found in the client router's table, not another page's", () => {
    const code =
      'a={pageId:`/src/pages/portfolio/@id`,loadVirtualFilePageEntry:{moduleId:`virtual:vike:page-entry:client:/src/pages/portfolio/@id`,moduleExportsPromise:M(()=>import(`./src_pages_portfolio_-id.B.js`),[])}},' +
      'b={pageId:`/src/pages/portfolio`,loadVirtualFilePageEntry:{moduleId:`virtual:vike:page-entry:client:/src/pages/portfolio`,moduleExportsPromise:M(()=>import(`./src_pages_portfolio.A.js`),[])}}';
    expect(pageEntryImport(code, '/src/pages/portfolio')).toBe('./src_pages_portfolio.A.js');
    expect(pageEntryImport(code, '/src/pages/portfolio/@id')).toBe('./src_pages_portfolio_-id.B.js');
    expect(pageEntryImport(code, '/src/pages/quote')).toBeUndefined();
  });
});
