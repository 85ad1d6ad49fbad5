// https://vike.dev/lang: <html lang> in the page's language (src/pages/+onBeforeRoute.ts).
import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => pageContext.locale ?? 'en';
