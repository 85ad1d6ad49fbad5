// https://vike.dev/onBeforeRoute, as in Vike's i18n guide (https://vike.dev/i18n): a Spanish address is routed to the
// template of its English page (its urlLogical), and the page learns its language.
import type { PageContextServer } from 'vike/types';
import { logicalUrl, pathOf } from '../lib/i18n/i18n.ts';
import { localeOfPath } from '../lib/i18n/locale.ts';

export function onBeforeRoute(pageContext: PageContextServer) {
  const path = pathOf(pageContext);
  const locale = localeOfPath(path);
  if (locale === 'en') return { pageContext: { locale } };
  return { pageContext: { locale, urlLogical: logicalUrl(path) } };
}
