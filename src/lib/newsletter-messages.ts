// Kept apart from newsletter.ts: the pages import this, the browser script imports that, and a module both import
// would be split into a chunk of its own that every page then loads.
/**
 * The sentences the form's script can show, written into the form's HTML (data-messages) by NewsletterForm rather
 * than into the script, so the script on every page stays small and the same script serves any language.
 * `{status}` is replaced by the HTTP status.
 */
export interface NewsletterMessages {
  busy: string;
  ok: string;
  refused: string;
  offline: string;
  failed: string;
}

export function newsletterMessages(phone: string): NewsletterMessages {
  return {
    busy: 'Subscribing…',
    ok: 'You are subscribed. Thank you!',
    refused: 'That address was not accepted. Check it and try again.',
    offline: 'We couldn’t reach our server, so you are not subscribed yet. Your address is still in the box: try again in a moment.',
    failed: `Something went wrong on our side (error {status}), so you are not subscribed yet. Try again in a moment, or call us at ${phone}.`,
  };
}
