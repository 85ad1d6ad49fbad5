/**
 * What the newsletter form's visitor is told after sending (src/client/newsletter.ts): always the page's own words,
 * in the page's language, never the form handler's (its 422 names the field, "Please check email", which is no
 * sentence for a visitor) and never a pretended success.
 */
import type { NewsletterMessages } from './newsletter-messages.ts';

export interface Outcome {
  ok: boolean;
  message: string;
}

export function subscribeOutcome(status: number | 'offline', body: unknown, m: NewsletterMessages): Outcome {
  if (status === 'offline') return { ok: false, message: m.offline };
  if (status >= 200 && status < 300) return { ok: true, message: m.ok };
  // The handler's 422 lists the fields it refused: the address ("bob@gmail" passes the browser's check, not the
  // handler's schema), or only the field that people never see.
  if (status === 422)
    return {
      ok: false,
      message: (body as { fields?: string[] } | null)?.fields?.includes('email') ? m.invalid : m.refused,
    };
  return { ok: false, message: m.status[status] ?? m.failed.replace('{status}', String(status)) };
}
