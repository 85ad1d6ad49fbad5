// The page's language for components: read from pageContext (src/pages/+onBeforeRoute.ts), never passed down by hand.
import { usePageContext } from 'vike-react/usePageContext';
import { localeOf, messagesFor, siteFor } from '../lib/i18n/i18n.ts';
import type { Locale } from '../lib/i18n/locale.ts';

// Outside a page (a component rendered alone in a test) there is no pageContext: English.
export const useLocale = (): Locale => localeOf((usePageContext() as { locale?: Locale } | undefined) ?? {});
/** The words of the templates in the page's language (data/messages.yaml, messages.es.yaml). */
export const useMessages = () => messagesFor(useLocale());
/** The site-wide facts in the page's language (data/site.yaml, site.es.yaml). */
export const useSite = () => siteFor(useLocale());
