// The HTML document every page is written as (src/pages/+onRenderHtml.ts), written as vike-react writes it (the same
// bytes), from React's renderToString and Vike's public API only
// (docs/decisions/0049-pages-rendered-by-our-own-onrenderhtml.md). The pre-render calls it directly too for pages of
// a template it has already rendered once through Vike (scripts/build/page-template.ts).
//
// Every page is HTML-only (+config.ts: clientHooks false), so Vike preloads no script on any of them
// (docs/decisions/0019-no-script-preloads.md) and no injectFilter is needed.

import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';

/** Vike's escaping of a value in escapeInject`...` (vike-react passes the title and the description through it). */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');

/** An attribute's value as vike-react writes it into `<html lang>`. */
export const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

type Setting = string | null | undefined | ((pageContext: PageContextServer) => string | null | undefined);
const setting = (value: Setting, pageContext: PageContextServer) =>
  typeof value === 'function' ? value(pageContext) : value;

/** The page's whole HTML document, before Vike adds its tags (its stylesheet and its page's script). */
export function documentHtml(pageContext: PageContextServer): string {
  const { Page, config } = pageContext;
  const withContext = (children: ReactNode) => createElement(VikeReactProviderPageContext, { pageContext, children });
  // The Layouts wrap the page innermost first, as vike-react wraps them.
  let page: ReactNode = Page ? createElement(Page) : null;
  for (const Layout of config.Layout ?? []) page = createElement(Layout, null, page);
  const body = Page ? renderToString(withContext(page)) : '';
  const heads = (config.Head ?? [])
    .filter((Head) => Head !== null && Head !== undefined)
    .map((Head) => renderToStaticMarkup(withContext(typeof Head === 'function' ? createElement(Head) : Head)))
    .join('\n');
  const title = setting(config.title, pageContext);
  const description = setting(config.description, pageContext);
  const lang = setting(config.lang, pageContext) ?? 'en';
  const titleTags = title
    ? `<title>${escapeHtml(title)}</title><meta property="og:title" content="${escapeHtml(title)}" />`
    : '';
  const descriptionTags = description
    ? `<meta name="description" content="${escapeHtml(description)}" /><meta property="og:description" content="${escapeHtml(description)}" />`
    : '';
  // vike-react's template, its indentation included; its empty slots (the html injections, favicon, image) stay as
  // lines of spaces.
  const document = [
    '<!DOCTYPE html>',
    `    <html lang="${escapeAttribute(lang)}">`,
    '      <head>',
    '        <meta charset="UTF-8" />',
    '        ',
    '        ',
    `    ${titleTags}`,
    '    <meta name="viewport" content="width=device-width,initial-scale=1">',
    `    ${heads}`,
    '    ',
    `    ${descriptionTags}`,
    '    ',
    '  ',
    '        ',
    '      </head>',
    '      <body>',
    '        ',
    `        <div id="root">${body}</div>`,
    '        ',
    '      </body>',
    '    </html>',
  ];
  return document.join('\n');
}
