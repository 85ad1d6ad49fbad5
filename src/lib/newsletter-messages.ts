// Kept apart from newsletter.ts: the pages import this, the browser script imports that, and a module both import
// would be split into a chunk of its own that every page then loads.
/**
 * The sentences the form's script can show, written into the form's HTML (data-messages) by NewsletterForm rather
 * than into the script, so the script on every page stays small and the same script serves any language.
 * `{status}` is replaced by the HTTP status.
 */
export interface NewsletterMessages {
  /** The address left empty, or not an address: said in the page's language, not the browser's. */
  empty: string;
  invalid: string;
  busy: string;
  ok: string;
  refused: string;
  offline: string;
  failed: string;
}

/** The form's sentences out of the page's messages (`newsletter` of data/messages.yaml). */
export function newsletterMessages(texts: NewsletterMessages): NewsletterMessages {
  const { empty, invalid, busy, ok, refused, offline, failed } = texts;
  return { empty, invalid, busy, ok, refused, offline, failed };
}
