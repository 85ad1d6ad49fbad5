/**
 * The form handler on a clock the test moves, each request from the client its `x-test-client` header names (the
 * holds are per client): the windows it offers, and a quote request for a window (booking-holds.int.test.ts,
 * availability-bookings.int.test.ts).
 */
import type { FormStore } from '../../src/server/stores/store.ts';
import { handler } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';

export function clockedHandler(store: FormStore, start: number) {
  let clock = start;
  const { app, post } = handler(store, {
    now: () => clock,
    clientAddress: (c) => c.req.header('x-test-client') ?? '203.0.113.9',
  });
  const offered = async () =>
    (
      (await (await app.request('http://localhost/api/availability')).json()) as { windows: { start: string }[] }
    ).windows.map((w) => w.start);
  const ask = (window: string, phone: string, client = '203.0.113.9', locale = 'en') =>
    post(
      `quote?locale=${locale}`,
      JSON.stringify({ ...quoteFields(`Visitor ${phone}`), phone, window }),
      'application/json',
      { 'x-test-client': client },
    );
  return { offered, ask, at: (ms: number) => (clock = ms), now: () => clock };
}
