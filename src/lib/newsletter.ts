/**
 * What the newsletter form's visitor is told after sending (src/client/newsletter.ts). The address itself is checked
 * by the browser (the field's type="email", required and maxlength, in the visitor's language) before anything is
 * sent, and by the form receiver (schemas/forms/newsletter.schema.json), whose words are repeated when it refuses.
 */
import type { NewsletterMessages } from './newsletter-messages.ts';

export interface Outcome {
  ok: boolean;
  message: string;
}

/** What the visitor is told after sending: the receiver's own words when it gave some, never a pretended success. */
export function subscribeOutcome(status: number | 'offline', body: unknown, m: NewsletterMessages): Outcome {
  const said = typeof (body as { message?: unknown } | null)?.message === 'string' ? (body as { message: string }).message : undefined;
  if (status === 'offline') return { ok: false, message: m.offline };
  if (status >= 200 && status < 300) return { ok: true, message: said ?? m.ok };
  if (status === 422) return { ok: false, message: said ?? m.refused };
  return { ok: false, message: m.failed.replace('{status}', String(status)) };
}
