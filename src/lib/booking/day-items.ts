/**
 * A visit or request as the owner's day page (/admin/day) shows it: who, where and when, and one tap each to call the
 * homeowner, text them (an sms: link with a message in their language), open the address in maps, and his signed
 * links to confirm, move or decline. Pure: the handler fills in the words and the links (src/server/booking/day-answer.ts).
 */

import { oneLine } from '../leads/lead-email.ts';
import { dialable } from '../leads/lead-summary.ts';
import { fillWords } from './emails.ts';
import type { Booking, BookingState } from './state.ts';

export interface DayItem {
  id: string;
  state: BookingState;
  /** The window as the form names it (English: the owner's language). */
  window: string;
  name: string;
  phone: string;
  address: string;
  reference: string;
  /** How long a request has waited for his answer, in whole hours. */
  waitingHours?: number;
  tel?: string;
  sms?: string;
  map?: string;
  /** His signed links for the actions open to it. */
  confirm?: string;
  move?: string;
  decline?: string;
}

const text = (v: unknown) => (typeof v === 'string' ? oneLine(v) : '');

/** A map search of `address` that opens the phone's maps app (Google Maps' documented search URL). */
export const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The text link: the number and a message prefilled (`?body=`, which iOS and Android both read). */
export const smsLink = (phone: string, body: string) => `sms:${dialable(phone)}?body=${encodeURIComponent(body)}`;

export function dayItem(
  b: Booking,
  o: { window: string; homeownerWindow: string; ownerText: string; business: string; waitingMs?: number },
): DayItem {
  const [name, phone, address] = [text(b.entry.name), text(b.entry.phone), text(b.entry.address)];
  const message = fillWords(o.ownerText, { name, business: o.business, window: o.homeownerWindow });
  return {
    id: b.id,
    state: b.state,
    window: o.window,
    name,
    phone,
    address,
    reference: text(b.entry.reference),
    ...(o.waitingMs === undefined ? {} : { waitingHours: Math.floor(o.waitingMs / 3_600_000) }),
    ...(dialable(phone) ? { tel: `tel:${dialable(phone)}`, sms: smsLink(phone, message) } : {}),
    ...(address ? { map: mapLink(address) } : {}),
  };
}
