// https://vike.dev/onRenderHtml: the page's HTML document (src/pages/document.ts), to which Vike adds its tags.
import { dangerouslySkipEscape } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { documentHtml } from './document.ts';

export function onRenderHtml(pageContext: PageContextServer) {
  return dangerouslySkipEscape(documentHtml(pageContext));
}
