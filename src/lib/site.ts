/**
 * The site-wide facts the shared chrome needs (header, footer). Kept apart from lib/content.ts so that a page that
 * hydrates ships only these facts to the browser, not every city and project.
 */
export { site } from '../../generated/site.ts';

/** tel: link for the business phone. */
export const telHref = (e164: string) => `tel:${e164}`;

/** The phone number as link text that never wraps inside (non-breaking spaces and hyphen). */
export const phoneText = (display: string) => display.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
