/**
 * The newsletter form's rules, shared by the browser enhancement (src/client/newsletter.ts) and its tests: the
 * same e-mail check as the form receiver (JSON Schema format "email" as ajv-formats checks it, see
 * schemas/forms/newsletter.schema.json), and the sentence the visitor reads after sending.
 */
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
export const MAX_EMAIL_LENGTH = 200;

/** Why an address cannot be sent, or undefined when it can. */
export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Enter your e-mail address to subscribe.';
  if (email.length > MAX_EMAIL_LENGTH) return `That address is longer than ${MAX_EMAIL_LENGTH} characters. Check it and try again.`;
  if (!EMAIL.test(email)) return 'That doesn’t look like a complete e-mail address (for example name@example.com). Check it and try again.';
  return undefined;
}

export interface Outcome {
  ok: boolean;
  message: string;
}

/** What the visitor is told after sending: the receiver's own words when it gave some, never a pretended success. */
export function subscribeOutcome(status: number | 'offline', body: unknown, phone: string): Outcome {
  const said = typeof (body as { message?: unknown } | null)?.message === 'string' ? (body as { message: string }).message : undefined;
  if (status === 'offline') return { ok: false, message: 'We couldn’t reach our server, so you are not subscribed yet. Your address is still in the box: try again in a moment.' };
  if (status >= 200 && status < 300) return { ok: true, message: said ?? 'You are subscribed. Thank you!' };
  if (status === 422) return { ok: false, message: said ?? 'That address was not accepted. Check it and try again.' };
  return { ok: false, message: `Something went wrong on our side (error ${status}), so you are not subscribed yet. Try again in a moment, or call us at ${phone}.` };
}
