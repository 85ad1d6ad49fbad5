/**
 * A stored quote's requested visit as a calendar event (./ics.ts): the owner's, with what he needs on the way (who,
 * where, the phone, the job), and the homeowner's, which repeats nothing typed into the form (the confirmation's rule,
 * ../leads/confirmation-email.ts: anyone can type anyone's address) — only the service, the window, the reference and the
 * business's phone. Both have the same UID, so a calendar that gets both keeps one event. Pure.
 */
import type { Messages } from '../../content/types.ts';
import { REFERENCE_FIELD } from '../forms/form-entries.ts';
import { type FormWords, pageName } from '../leads/lead-catalog.ts';
import { oneLine } from '../leads/lead-email.ts';
import { floridaInstant, type Visit } from './ics.ts';

/** The entry field of the requested window (decision 56): "YYYY-MM-DDTHH:MM", Florida time. */
export const WINDOW_FIELD = 'window';

export interface StoredQuote {
  id: string;
  entry: Record<string, unknown>;
}

const str = (entry: Record<string, unknown>, k: string) => (typeof entry[k] === 'string' ? (entry[k] as string) : '');

/** The entry's requested window, when it has a valid one. */
export function requestedWindow(entry: Record<string, unknown>): string | undefined {
  const window = str(entry, WINDOW_FIELD);
  return floridaInstant(window) === undefined ? undefined : window;
}

/** One UID per stored quote, under the site's host name (RFC 5545 asks for a globally unique one). */
export const visitUid = (id: string, origin: string) => `quote-${id}@${new URL(origin).hostname}`;

/** The owner's event: "Quote K7M-3QX · Painting · Boca Raton", the address as location, phone and details below. */
export function ownerVisit(
  q: StoredQuote,
  o: { origin: string; words: Messages['leadEmail']; form: FormWords },
): Visit | undefined {
  const window = requestedWindow(q.entry);
  if (!window) return undefined;
  const e = q.entry;
  const service = o.form.services[str(e, 'service')] ?? str(e, 'service');
  const named = pageName(str(e, 'page'), o.form);
  const city = named?.kind === 'city' ? named.name : '';
  const head = o.words.subjects.quote.replace('{reference}', str(e, REFERENCE_FIELD));
  const phone = str(e, 'phone');
  return {
    uid: visitUid(q.id, o.origin),
    window,
    summary: [head, service, city]
      .map((p) => oneLine(p, 80))
      .filter(Boolean)
      .join(' · '),
    location: str(e, 'address'),
    description: [str(e, 'name'), phone && o.words.call.replace('{phone}', phone), str(e, 'email'), str(e, 'details')]
      .filter(Boolean)
      .join('\n'),
  };
}

/** The homeowner's event: the service, the reference and the business's phone; nothing the visitor typed. */
export function homeownerVisit(
  q: StoredQuote,
  o: { origin: string; words: Messages['confirmationEmail']; form: FormWords; businessName: string },
): Visit | undefined {
  const window = requestedWindow(q.entry);
  if (!window) return undefined;
  const service = o.form.services[str(q.entry, 'service')] ?? o.form.noService;
  const reference = str(q.entry, REFERENCE_FIELD);
  return {
    uid: visitUid(q.id, o.origin),
    window,
    summary: `${o.businessName} · ${service}`,
    description: [
      ...(reference ? [`${o.words.reference}: ${reference}`] : []),
      o.words.windowPending,
      o.words.call,
    ].join('\n'),
  };
}
