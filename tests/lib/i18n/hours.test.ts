import { describe, expect, it, vi } from 'vitest';
import { formatHours, formatTime, openStatusTexts } from '../../../src/lib/i18n/hours.ts';

describe('business hours', () => {
  it('reads 24-hour times as people do', () => {
    expect(formatTime('08:00')).toBe('8:00 AM');
    expect(formatTime('12:30')).toBe('12:30 PM');
    expect(formatTime('18:00')).toBe('6:00 PM');
    expect(formatTime('00:15')).toBe('12:15 AM');
  });
  it('reads them as Spanish writes them on a Spanish page', () => {
    expect(formatTime('08:00', 'es-US')).toBe('8:00 a. m.');
    expect(formatTime('18:30', 'es-US')).toBe('6:30 p. m.');
  });
  it('writes an entry of site.hours as the pages show it', () => {
    expect(formatHours({ label: 'Monday-Friday', opens: '08:00', closes: '18:00' })).toBe(
      'Monday-Friday 8:00 AM-6:00 PM',
    );
    expect(
      formatHours({ label: 'Lunes a viernes', opens: '08:00', closes: '18:00' }, 'de {opens} a {closes}', 'es-US'),
    ).toBe('Lunes a viernes de 8:00 a. m. a 6:00 p. m.');
  });
  it('makes each date format once, not once a time: every page writes the hours again', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const hours = [{ days: ['Mo', 'Tu'], opens: '08:00', closes: '18:00' }];
    const sentences = { openUntil: '', opensAt: '', opensTomorrow: '', opensOn: '' };
    for (let page = 0; page < 100; page++) {
      formatHours({ label: 'Monday-Friday', opens: '08:00', closes: '18:30' }, undefined, 'en-GB');
      openStatusTexts(sentences, hours, 'en-GB');
    }
    // Two forms of a time (with and without minutes) and the weekday.
    expect(made.mock.calls.length).toBeLessThanOrEqual(3);
    made.mockRestore();
  });
});
