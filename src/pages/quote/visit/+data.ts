// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { localeOf, messagesFor, pageContent } from '../../../lib/i18n/i18n.ts';
import { pageHead } from '../../../lib/page/head.ts';

/** The page of a booked visit as published: what it is for; the handler fills in the visit (src/server/booking/answer.ts). */
export function data(pageContext: PageContextServer) {
  const { site } = pageContent(pageContext);
  const { page } = messagesFor(localeOf(pageContext)).booking;
  return {
    head: pageHead(pageContext, `${page.title} | ${site.businessName}`, page.description),
    words: { title: page.title, intro: page.intro },
  };
}
export type Data = ReturnType<typeof data>;
