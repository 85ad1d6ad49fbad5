// The page's language, which src/pages/+onBeforeRoute.ts sets from its address (https://vike.dev/pageContext#typescript).
import type { Locale } from '../lib/locale.ts';

declare global {
  namespace Vike {
    interface PageContext {
      locale?: Locale;
    }
  }
}
