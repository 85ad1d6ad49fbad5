/**
 * The site-wide facts the shared chrome needs (header, footer). Kept apart from lib/content.ts so that a page that
 * hydrates ships only these facts to the browser, not every city and project.
 */
export { site } from '../../content/site.ts';

/** tel: link for the business phone. */
export const telHref = (e164: string) => `tel:${e164}`;
