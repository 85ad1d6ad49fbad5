/**
 * The owner's page of one link (confirm, move, decline, release), in English like his e-mails: the visit with what
 * he needs (who, where, the phone), what the button will do and who is told; the POST of the button acts once, and a
 * link whose visit changed since it was sent (a second tap, the homeowner's move or cancel) says what the visit is now.
 */
import { messages } from '../../content/messages.ts';
import { fillWords } from '../../lib/booking/emails.ts';
import { afterAction, type Booking, canTake, type OwnerAction } from '../../lib/booking/state.ts';
import { DEFAULT_LOCALE } from '../../lib/i18n/locale.ts';
import { formWords } from '../../lib/leads/lead-catalog.ts';
import { replyAddress } from '../../lib/leads/lead-email.ts';
import { dialable } from '../../lib/leads/lead-summary.ts';
import { WINDOW_LIMITS } from './limits.ts';
import { windowText } from './mail.ts';
import type { PageContext } from './page-context.ts';
import { otherWindows, stateLine } from './page-parts.ts';

const words = messages.en.booking;
const fields = messages.en.leadEmail.fields;
const lead = messages.en.leadEmail;
const phoneOf = (b: Booking) => (typeof b.entry.phone === 'string' ? b.entry.phone : '');

function rows(b: Booking): [string, string][] {
  const e = b.entry;
  const text = (k: string) => (typeof e[k] === 'string' ? (e[k] as string) : '');
  const service = formWords(DEFAULT_LOCALE).services[text('service')] ?? text('service');
  return [
    [fields.reference, text('reference')],
    [words.owner.visit, stateLine(b, DEFAULT_LOCALE)],
    [fields.name, text('name')],
    [fields.phone, text('phone')],
    [fields.address, text('address')],
    [fields.service, service],
  ].filter((r): r is [string, string] => Boolean(r[1]));
}

export async function ownerPage(
  x: PageContext,
  purpose: OwnerAction,
  mode: 'fresh' | 'stale' | 'expired',
): Promise<Response> {
  const b = x.booking;
  const w = words.owner;
  const page = (booking: Booking, notice?: { text: string; tone: 'ok' | 'warn' }) => ({
    heading: w.titles[purpose],
    ...(notice ? { notice } : {}),
    rows: rows(booking),
    // His last line calls the homeowner, not his own business.
    call: { text: fillWords(lead.call, { phone: phoneOf(b) }), tel: `tel:${dialable(phoneOf(b))}`, phone: phoneOf(b) },
  });
  const open = mode === 'fresh' && canTake(b, purpose, x.now, WINDOW_LIMITS.holdMs);
  if (mode === 'expired') return x.answer(410, page(b, { text: words.page.expired, tone: 'warn' }));
  // Nothing to do: the page says what the visit is now (a second tap lands here too).
  if (!open) return x.answer(x.form ? 409 : 200, page(b, { text: stateLine(b, DEFAULT_LOCALE), tone: 'warn' }));
  const window = windowText(b.window, DEFAULT_LOCALE);
  const told = replyAddress(b.entry.email) ? w.toldByEmail : fillWords(w.noEmail, { phone: phoneOf(b) });
  const offered = purpose === 'move' ? await x.offered() : [];
  const days = otherWindows(offered, b, DEFAULT_LOCALE);
  const ask = (notice?: { text: string; tone: 'ok' | 'warn' }) => ({
    ...page(b, notice),
    paragraphs: [fillWords(w.will[purpose], { window }), ...(purpose === 'release' ? [] : [told])],
    forms:
      purpose === 'move' && !days.length
        ? []
        : [
            {
              button: w.buttons[purpose],
              quiet: purpose === 'decline' || purpose === 'release',
              ...(purpose === 'move' ? { windows: { legend: w.move, days } } : {}),
            },
          ],
    ...(purpose === 'move' && !days.length ? { notice: { text: w.noWindows, tone: 'warn' as const } } : {}),
  });
  if (!x.form) return x.answer(200, ask());
  const asked = x.form.get('window') ?? undefined;
  if (purpose === 'move' && !offered.some((o) => o.start === asked && o.start !== b.window))
    return x.answer(409, ask({ text: w.full, tone: 'warn' }));
  const next = afterAction(b, purpose, x.now, WINDOW_LIMITS.holdMs, asked);
  const saved = next ? await x.bookings.save(b, next, WINDOW_LIMITS, x.now) : 'changed';
  if (saved === 'full') return x.answer(409, ask({ text: w.full, tone: 'warn' }));
  if (saved === 'changed' || !next) {
    const now = (await x.bookings.get(b.id)) ?? b;
    return x.answer(409, page(now, { text: stateLine(now, DEFAULT_LOCALE), tone: 'warn' }));
  }
  if (purpose !== 'release') x.tell(b, next, 'owner');
  const done = fillWords(w.done[purpose], { window: windowText(next.window, DEFAULT_LOCALE) });
  return x.answer(200, page(next, { text: done, tone: 'ok' }));
}
