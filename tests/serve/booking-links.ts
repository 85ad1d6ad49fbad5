/**
 * Shared by the booking's tests on each host (booking*.int.test.ts, netlify-booking, cloudflare-booking): the links an
 * e-mail carries by purpose, a tap on a page's button (its form posted as a browser posts it, from the page's own
 * origin), and what a page says.
 */
import type { Email } from 'postal-mime';
import { invitationsOf } from '../smtp.ts';

/** The booking links of an e-mail's text, by purpose (confirm, move, decline, release, visit). */
export function bookingLinks(text: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const m of text.matchAll(/https?:\/\/[^\s"<>]+\/api\/booking\/([a-z]+)\/[^\s"<>]+/g)) links[m[1]] ??= m[0];
  return links;
}

/** The button of a booking page pressed: its form's fields posted to the page's own address. */
export const press = (url: string, fields: Record<string, string> = {}, origin = new URL(url).origin) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams(fields).toString(),
  });

/** The value of a hidden field of a page's form (the homeowner's seq). */
export const hidden = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** The windows a page offers as choices, in order. */
export const choices = (html: string) => [...html.matchAll(/name="window" value="([^"]+)"/g)].map((m) => m[1]);

/** The one invitation of an e-mail: METHOD, UID, SEQUENCE, STATUS and start. */
export function invitation(mail: Email) {
  const [i] = invitationsOf(mail);
  if (!i) throw new Error(`"${mail.subject}" carries no invitation`);
  const method = /^METHOD:(\S+)/m.exec(i.text)?.[1];
  return {
    method,
    uid: i.event.uid,
    sequence: i.event.sequence,
    status: i.status,
    start: i.event.startDate.toJSDate().getTime(),
  };
}
