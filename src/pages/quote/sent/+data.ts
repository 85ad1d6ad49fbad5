// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../../lib/head.ts';
import { pageContent } from '../../../lib/i18n.ts';
import { telHref } from '../../../lib/site.ts';

/** The success block's words and the business's phone: the handler fills in the reference (src/lib/quote-answer.ts). */
export function data(pageContext: PageContextServer) {
  const { quote, site } = pageContent(pageContext);
  const { success } = quote.form;
  return {
    head: pageHead(pageContext, `${success.title} | ${site.businessName}`, success.text),
    form: { words: { success }, phone: { href: telHref(site.phone.e164), display: site.phone.display } },
  };
}
export type Data = ReturnType<typeof data>;
