// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { pageContent } from '../../../lib/i18n/i18n.ts';
import { pageHead } from '../../../lib/page/head.ts';
import { telHref } from '../../../lib/page/site.ts';

/** The success block's words and the business's phone: the handler fills in the reference (src/lib/quote/sent-page.ts). */
export function data(pageContext: PageContextServer) {
  const { quote, site } = pageContent(pageContext);
  const { success } = quote.form;
  return {
    // The thanks and when the call comes: the thanks alone is too short for a description, and each page's is its own.
    head: pageHead(pageContext, `${success.title} | ${site.businessName}`, `${success.text} ${success.next[1]}`),
    form: { words: { success }, phone: { href: telHref(site.phone.e164), display: site.phone.display } },
  };
}
export type Data = ReturnType<typeof data>;
