import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/lib/page/site.ts';
import { blobs, handler } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';

// The calendar feed on Netlify's store (Blobs, read through its local server): the same quotes with a window as SQL.
describe('the calendar feed on Netlify Blobs', () => {
  it('lists the quotes with a window from 30 days back on', async () => {
    const { store } = await blobs();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const at = new Date().toISOString();
    const kept = await store.insert('quote', { ...quoteFields('Soon'), window: `${day(2)}T08:00` }, at);
    await store.insert('quote', { ...quoteFields('Old'), window: `${day(-40)}T08:00` }, at);
    await store.insert('quote', { ...quoteFields('None'), window: '' }, at);
    const { app } = handler(store, { settings: { CALENDAR_TOKEN: 'blobs-calendar-token' } });
    const res = await app.request('http://localhost/api/calendar.ics?token=blobs-calendar-token');
    expect(res.status).toBe(200);
    const cal = new ICAL.Component(ICAL.parse(await res.text()));
    const uids = cal.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('uid'));
    expect(uids).toEqual([`quote-${kept}@${new URL(site.baseUrl).hostname}`]);
  });
});
