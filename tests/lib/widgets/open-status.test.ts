import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/content/messages.ts';
import { openStatusTexts, shortTime } from '../../../src/lib/i18n/hours.ts';
import { site } from '../../../src/lib/page/site.ts';
import { openStatus, wallClock } from '../../../src/lib/widgets/open-status.ts';

// The shipped hours (Monday-Friday 8-6, Saturday 9-4), restated so that the expectations below read on their own;
// the first test checks they are still what data/site.yaml says.
const HOURS = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  { days: ['Saturday'], opens: '09:00', closes: '16:00' },
];
const EN = openStatusTexts(messages.en.openStatus, HOURS, 'en-US');
const at = (iso: string, texts = EN) => openStatus(HOURS, new Date(iso), texts)?.text;

describe('open now, in Florida time', () => {
  it('uses the hours of data/site.yaml', () => {
    expect(site.hours.map(({ days, opens, closes }) => ({ days, opens, closes }))).toEqual(HOURS);
  });
  it('is open during the hours, and says until when', () => {
    expect(at('2026-11-25T15:00:00Z')).toBe('Open now until 6 PM'); // Wednesday 10 AM EST
    expect(at('2026-11-28T20:59:00Z')).toBe('Open now until 4 PM'); // Saturday 3:59 PM EST
  });
  it('names the opening time later the same day, or the next open day', () => {
    expect(at('2026-11-25T11:30:00Z')).toBe('Opens at 8 AM'); // Wednesday 6:30 AM
    expect(at('2026-11-25T23:00:00Z')).toBe('Opens tomorrow at 8 AM'); // Wednesday 6 PM: closing time is closed
    expect(at('2026-11-28T21:00:00Z')).toBe('Opens Monday at 8 AM'); // Saturday 4 PM
    const es = openStatusTexts(messages.es!.openStatus, HOURS, 'es-US');
    expect(at('2026-11-28T21:00:00Z', es)).toBe('Abre el lunes a las 8 a. m.'); // the time as Spanish writes it too
    expect(at('2026-11-25T15:00:00Z', es)).toBe('Abierto ahora hasta las 6 p. m.');
    expect(at('2026-11-29T17:00:00Z')).toBe('Opens tomorrow at 8 AM'); // Sunday noon
  });
  it("crosses the day boundary in Florida, not in UTC or the visitor's zone", () => {
    // Friday 11:30 PM in Florida is already Saturday 04:30 in UTC: Saturday's 9 AM is "tomorrow", not "today".
    expect(wallClock(new Date('2026-11-28T04:30:00Z'))).toEqual({ day: 5, minute: 23 * 60 + 30 });
    expect(at('2026-11-28T04:30:00Z')).toBe('Opens tomorrow at 9 AM');
    // Saturday 00:30 in Florida (05:30 UTC): now it is today.
    expect(at('2026-11-28T05:30:00Z')).toBe('Opens at 9 AM');
  });
  it('follows daylight saving time (UTC-4 in summer, UTC-5 in winter)', () => {
    // 12:30 UTC on a Monday: 8:30 AM EDT after 8 March 2026, but 7:30 AM EST after 1 November 2026.
    expect(at('2026-03-09T12:30:00Z')).toBe('Open now until 6 PM');
    expect(at('2026-11-02T12:30:00Z')).toBe('Opens at 8 AM');
    // The Friday before the clocks go back: 22:30 UTC is 6:30 PM EDT, closed.
    expect(at('2026-10-30T22:30:00Z')).toBe('Opens tomorrow at 9 AM');
  });
  it('reads a half hour in the short form, and gives up on hours with no open day', () => {
    expect(shortTime('08:30')).toBe('8:30 AM');
    expect(shortTime('12:00')).toBe('12 PM');
    expect(openStatus([], new Date(), EN)).toBeNull();
  });
});
