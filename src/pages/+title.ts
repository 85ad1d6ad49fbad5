// https://vike.dev/title
import type { PageContext } from 'vike/types';
import type { PageHead } from '../lib/head.ts';
import { localeOf, messagesFor } from '../lib/i18n.ts';
import { fitTitle } from '../lib/page-title.ts';
import { site } from '../lib/site.ts';

// A page without data of its own is the not-found page (English or Spanish, src/pages/_error): its title follows the
// rule of every other page's (src/lib/page-title.ts), with the business's name.
export default (pageContext: PageContext) =>
  (pageContext.data as { head?: PageHead } | undefined)?.head?.title ??
  fitTitle(messagesFor(localeOf(pageContext)).notFound.title, site.businessName);
