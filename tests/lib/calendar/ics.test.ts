import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW_MINUTES, floridaInstant, type Visit, visitsCalendar } from '../../../src/lib/calendar/ics.ts';

// What a visitor may type into the form: every character RFC 5545 gives a meaning to, and more than a line holds.
const typed = `Line one\r\nUID:evil;x=1,y\\z\nEND:VEVENT\r\nBEGIN:VEVENT ${'ñandú '.repeat(40)}`;
const visit: Visit = {
  uid: 'quote-12@floridahandyman.example',
  window: '2026-11-30T08:00',
  summary: 'Quote K7M-3QX · Painting · Boca Raton',
  location: '12 Palm Way, Boca Raton; FL',
  description: `Call (561) 555-0199\n${typed}`,
};

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

describe('the requested visit as iCalendar', () => {
  it('turns a Florida time into its instant in winter and in summer', () => {
    expect(new Date(floridaInstant('2026-11-30T08:00') ?? 0).toISOString()).toBe('2026-11-30T13:00:00.000Z');
    expect(new Date(floridaInstant('2026-07-01T14:00') ?? 0).toISOString()).toBe('2026-07-01T18:00:00.000Z');
    expect(floridaInstant('2026-02-30T08:00')).toBeUndefined();
    expect(floridaInstant('tomorrow')).toBeUndefined();
  });

  it('parses back with one event whose texts are exactly what was given, whatever the visitor typed', () => {
    const cal = parse(visitsCalendar([visit], { status: 'TENTATIVE' }));
    const events = cal.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const e = new ICAL.Event(events[0]);
    expect(e.uid).toBe(visit.uid);
    expect(e.summary).toBe(visit.summary);
    expect(e.location).toBe(visit.location);
    // A CR LF typed becomes a line break of the text (its spaces at the end trimmed); none of it becomes a property.
    expect(e.description).toBe(visit.description?.replace(/\r\n/g, '\n').trimEnd());
    expect(events[0].getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(e.startDate.toJSDate().toISOString()).toBe('2026-11-30T13:00:00.000Z');
    expect(e.endDate.toJSDate().getTime() - e.startDate.toJSDate().getTime()).toBe(DEFAULT_WINDOW_MINUTES * 60_000);
  });

  it('escapes, ends lines with CR LF and folds them at 75 octets', () => {
    const text = visitsCalendar([visit]);
    expect(text).toContain('LOCATION:12 Palm Way\\, Boca Raton\\; FL');
    expect(text).toContain('UID:evil\\;x=1\\,y\\\\z');
    const lines = text.split('\r\n');
    expect(lines.filter((l) => /^(UID|BEGIN:VEVENT|END:VEVENT)/.test(l))).toEqual([
      'BEGIN:VEVENT',
      `UID:${visit.uid}`,
      'END:VEVENT',
    ]);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it("gives the owner's copy no tentative status, and the window's length as given", () => {
    const e = parse(visitsCalendar([visit], { windowMinutes: 180 })).getFirstSubcomponent('vevent');
    expect(e?.getFirstPropertyValue('status')).toBeNull();
    const ev = new ICAL.Event(e ?? undefined);
    expect(ev.endDate.toJSDate().getTime() - ev.startDate.toJSDate().getTime()).toBe(180 * 60_000);
  });

  it('leaves out a visit whose window is not a time', () => {
    const cal = parse(visitsCalendar([visit, { ...visit, uid: 'quote-13@x', window: '2026-13-01T08:00' }]));
    expect(cal.getAllSubcomponents('vevent')).toHaveLength(1);
  });

  it('writes no control character or HTML of a visit stored before the form dropped them, keeping its lines', () => {
    const e = parse(
      visitsCalendar([
        {
          ...visit,
          summary: 'Quote\u0007 <b>José</b>\u202E',
          location: '12 Palm Way\u2028<img src=x onerror=alert(1)>Boca',
          description: 'uno 🙂\r\ndos\u001b[31m <a href="https://evil.example">aquí</a>',
        },
      ]),
    ).getFirstSubcomponent('vevent');
    expect(e?.getFirstPropertyValue('summary')).toBe('Quote José');
    expect(e?.getFirstPropertyValue('location')).toBe('12 Palm Way Boca');
    expect(e?.getFirstPropertyValue('description')).toBe('uno 🙂\ndos[31m aquí');
  });
});
