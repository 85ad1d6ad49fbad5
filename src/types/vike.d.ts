// The page's language, which src/pages/+onBeforeRoute.ts sets from its address (https://vike.dev/pageContext#typescript).
import type { Locale } from '../lib/i18n/locale.ts';

declare global {
  namespace Vike {
    interface PageContext {
      locale?: Locale;
    }
  }
}
