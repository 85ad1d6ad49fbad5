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
  /** A refused entry whose address is fine (the hidden field bots fill was filled). */
  refused: string;
  offline: string;
  failed: string;
  /** The page's own words for each other refusal of the form handler, by HTTP status. */
  status: Record<number, string>;
}

type Texts = Omit<NewsletterMessages, 'status'> & {
  wrongOrigin: string;
  tooLarge: string;
  tooMany: string;
  unavailable: string;
};

/**
 * The form's sentences out of the page's messages (`newsletter` of data/messages.yaml). The statuses are those
 * src/server/forms-app.ts answers a post with; any other (404, 405, a proxy's 502) says `failed` with its number.
 */
export function newsletterMessages(texts: Texts): NewsletterMessages {
  const { empty, invalid, busy, ok, refused, offline, failed } = texts;
  return {
    empty,
    invalid,
    busy,
    ok,
    refused,
    offline,
    failed,
    status: { 403: texts.wrongOrigin, 413: texts.tooLarge, 429: texts.tooMany, 503: texts.unavailable },
  };
}
