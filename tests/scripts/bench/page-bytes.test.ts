import { describe, expect, it } from 'vitest';
import { assetRefs, staticImports } from '../../../scripts/bench/page-bytes.ts';

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
    expect(assetRefs(html)).toEqual({ css: ['/assets/static/app.css'], js: ['/assets/entries/entry-client-routing.js', '/assets/chunks/react.js'] });
  });
  it('finds nothing on an HTML-only page', () => {
    expect(assetRefs('<html><body><h1>Hi</h1><script type="application/ld+json">{}</script></body></html>')).toEqual({ css: [], js: [] });
  });
});

describe('staticImports', () => {
  it('follows static imports of minified bundles but not dynamic import()', () => {
    const code = `import{a as b}from"./chunk-A.js";import"./chunk-B.js";export{c}from '../chunks/chunk-C.js';const p=()=>import("./page-D.js");`;
    expect(staticImports(code)).toEqual(['./chunk-A.js', './chunk-B.js', '../chunks/chunk-C.js']);
  });
});
