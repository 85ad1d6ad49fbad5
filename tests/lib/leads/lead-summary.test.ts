import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/content/messages.ts';
import { services } from '../../../src/lib/content.ts';
import { formWords } from '../../../src/lib/leads/lead-catalog.ts';
import { floridaTime, leadSummary, mapLink, summaryObject } from '../../../src/lib/leads/lead-summary.ts';
import { jobPriceText, jobsOf } from '../../../src/lib/prices/price-guide.ts';

const words = messages.en.leadEmail;

describe("a lead's values in the owner's words", () => {
  it('reads the time on a Florida clock, in winter and in summer', () => {
    expect(floridaTime('2026-11-28T01:01:00.000Z')).toBe('Fri, Nov 27, 8:01 PM');
    expect(floridaTime('2026-07-04T16:30:00.000Z')).toBe('Sat, Jul 4, 12:30 PM');
    expect(floridaTime('not a time')).toBe('not a time');
  });
  it('links an address to a map search, encoded', () => {
    expect(mapLink('12 Palm Way #3, Boca Raton & Co')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Palm%20Way%20%233%2C%20Boca%20Raton%20%26%20Co',
    );
  });
  it('has the same columns for every entry of a form, empty ones included (the export reads them)', () => {
    const full = leadSummary({
      form: 'quote',
      entry: {
        name: 'A',
        phone: '1',
        address: 'B',
        service: 'painting',
        details: 'x',
        reference: 'K7M-3QX',
        locale: 'en',
      },
      receivedAt: '2026-11-28T01:01:00.000Z',
      origin: 'https://www.example.com',
      words,
    });
    const bare = leadSummary({ form: 'quote', entry: { name: 'A' }, receivedAt: 'x', origin: '', words });
    expect(bare.map((r) => r.label)).toEqual(full.map((r) => r.label));
    const summary = summaryObject(full);
    expect(summary[words.fields.service]).toBe(formWords().services.painting);
    expect(summary[words.fields.locale]).toBe('English');
    expect(summary[words.fields.email]).toBeUndefined();
    expect(summary[words.page]).toBe('https://www.example.com/quote');
  });
  it("names the price-guide job asked about with its range and parts, after the service, in the owner's words", () => {
    const service = services.find((s) => jobsOf(s).length)!;
    const job = jobsOf(service)[0];
    const rows = leadSummary({
      form: 'quote',
      entry: { name: 'A', service: service.slug, job: job.id },
      receivedAt: 'x',
      origin: '',
      words,
    });
    const keys = rows.map((r) => r.key);
    expect(keys.indexOf('job')).toBe(keys.indexOf('service') + 1);
    expect(summaryObject(rows)[words.fields.job ?? 'job']).toBe(`${job.name} (${jobPriceText(job, 'en')})`);
    const none = leadSummary({ form: 'quote', entry: { name: 'A' }, receivedAt: 'x', origin: '', words });
    expect(summaryObject(none)[words.fields.job ?? 'job']).toBeUndefined();
  });
  it('names the arrival window asked for as the form offered it, in the words of the language asked for', () => {
    const rows = (locale: 'en' | 'es', window: string) =>
      leadSummary({
        form: 'quote',
        entry: { name: 'A', window },
        receivedAt: 'x',
        origin: '',
        words: messages[locale]!.leadEmail,
        ownerWords: formWords(locale),
      });
    const en = rows('en', '2026-11-30T08:00');
    const row = en.find((r) => r.key === 'window')!;
    expect(row.label).toBe(words.fields.window);
    // The day and the window's hours, on a Florida clock (data/schedule.yaml windowMinutes long), not the stored text.
    expect(row.value.replace(/\s+/gu, ' ')).toMatch(/^Mon, Nov 30, 8 – 10 AM$/);
    const es = rows('es', '2026-11-30T08:00').find((r) => r.key === 'window')!;
    expect(es.label).toBe(messages.es!.leadEmail.fields.window);
    expect(es.value).toBe('lun, 30 de nov, 8 – 10 a. m.');
    expect(rows('en', 'not a window').find((r) => r.key === 'window')!.value).toBe('not a window');
    expect(rows('en', '').find((r) => r.key === 'window')!.value).toBe('');
  });
});
