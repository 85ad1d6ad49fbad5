// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { localeOf, messagesFor } from '../lib/i18n/i18n.ts';
import type { PageHead } from '../lib/page/head.ts';
import { fitTitle } from '../lib/page/page-title.ts';
import { site } from '../lib/page/site.ts';

// A page without data of its own is the not-found page (English or Spanish, src/pages/_error): its title follows the
// rule of every other page's (src/lib/page/page-title.ts), with the business's name.
export default (pageContext: PageContext) =>
  (pageContext.data as { head?: PageHead } | undefined)?.head?.title ??
  fitTitle(messagesFor(localeOf(pageContext)).notFound.title, site.businessName);
