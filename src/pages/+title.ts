// https://vike.dev/title
import type { PageContext } from 'vike/types';
import type { PageHead } from '../lib/head.ts';
import { localeOf, messagesFor } from '../lib/i18n.ts';

// A page without data of its own is the not-found page (English or Spanish, src/pages/_error).
export default (pageContext: PageContext) =>
  (pageContext.data as { head?: PageHead } | undefined)?.head?.title ??
  messagesFor(localeOf(pageContext)).notFound.title;
