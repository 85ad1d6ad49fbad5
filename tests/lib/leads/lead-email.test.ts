import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/content/messages.ts';
import { signPhoto, verifyPhoto } from '../../../src/lib/access/signed-link.ts';
import { formWords } from '../../../src/lib/leads/lead-catalog.ts';
import { leadEmail } from '../../../src/lib/leads/lead-email.ts';

const words = messages.en.leadEmail;
const hostile = '<img src=x onerror=alert(1)>\r\nBcc: victim@example.com';
const quote = {
  name: hostile,
  phone: '(561) 555-0123',
  email: '',
  address: 'Boca Raton\nFL',
  service: 'painting',
  details: 'Paint <b>two</b> rooms & $& the hall',
  bestTime: 'morning',
  page: '/services/painting',
  photos: ['0f8c3b2e-1111-4222-8333-444455556666.jpg'],
};

describe("the owner's e-mail about a lead", () => {
  const mail = leadEmail({
    form: 'quote',
    entry: quote,
    receivedAt: '2026-11-25T12:00:00.000Z',
    origin: 'https://site.test',
    photoLinks: ['https://site.test/api/photos/a.jpg?sig=1'],
    words,
  });

  it('names the visitor and the place in a subject of one line', () => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Boca Raton FL');
    expect(mail.subject).toContain('Bcc: victim@example.com');
  });
  it('escapes everything the visitor wrote in the HTML part', () => {
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>two</b>');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).toContain('$&#38; the hall');
  });
  it('has a tap-to-call link, the page it came from, every field and the photo links', () => {
    expect(mail.html).toContain('href="tel:5615550123"');
    expect(mail.text).toContain('tel:5615550123');
    expect(mail.html).toContain('https://site.test/services/painting');
    for (const label of [
      words.fields.name,
      words.fields.address,
      words.fields.service,
      words.fields.details,
      words.fields.bestTime,
    ])
      expect(mail.text).toContain(`${label}:`);
    expect(mail.html).toContain('href="https://site.test/api/photos/a.jpg?sig=1"');
  });
  it('says how many photos were kept when no link can be signed', () => {
    const unsigned = leadEmail({ form: 'quote', entry: quote, receivedAt: 'now', origin: 'https://site.test', words });
    expect(unsigned.text).toContain(words.noPhotoLinks.replace('{count}', '1'));
  });
  it('covers a technician application too, with its page', () => {
    const app = leadEmail({
      form: 'applications',
      entry: {
        fullName: 'Ana',
        phone: '+1 561 555 0100',
        email: 'a@b.co',
        city: '33431',
        skillAreas: ['Painting'],
        contractorAgreement: true,
      },
      receivedAt: 'now',
      origin: 'https://site.test',
      words,
    });
    expect(app.subject).toBe(`${words.subjects.applications} · 33431 · Ana`);
    expect(app.html).toContain('href="tel:+15615550100"');
    expect(app.text).toContain('https://site.test/tech-recruitment');
    expect(app.text).toContain(`${words.fields.contractorAgreement}: ${words.yes}`);
  });
});

describe('signed photo links', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('open for the key they were signed for, until they expire', async () => {
    const q = new URLSearchParams(await signPhoto('secret', 'k.jpg', now));
    expect(await verifyPhoto('secret', 'k.jpg', q.get('expires')!, q.get('sig')!, now)).toBe(true);
    expect(await verifyPhoto('secret', 'k.jpg', q.get('expires')!, q.get('sig')!, now + 31 * 86_400_000)).toBe(false);
  });
  it('refuse another key, another secret, a changed expiry, no signature', async () => {
    const q = new URLSearchParams(await signPhoto('secret', 'k.jpg', now));
    expect(await verifyPhoto('secret', 'other.jpg', q.get('expires')!, q.get('sig')!, now)).toBe(false);
    expect(await verifyPhoto('other', 'k.jpg', q.get('expires')!, q.get('sig')!, now)).toBe(false);
    expect(await verifyPhoto('secret', 'k.jpg', String(Number(q.get('expires')) + 1), q.get('sig')!, now)).toBe(false);
    expect(await verifyPhoto('secret', 'k.jpg', q.get('expires')!, undefined, now)).toBe(false);
  });
});

describe("the owner's e-mail as a work order", () => {
  const spanish = {
    ...quote,
    name: 'Maria Lopez',
    email: 'maria@example.com',
    address: '12 Palm Way, Boca Raton, FL',
    service: 'drywall-patching',
    bestTime: 'evening',
    page: '/service-areas/boca-raton-fl',
    reference: 'K7M-3QX',
    locale: 'es',
  };
  // 8:01 PM in Florida (EST, UTC-5) on Friday, November 27, 2026.
  const mail = leadEmail({
    form: 'quote',
    entry: spanish,
    receivedAt: '2026-11-28T01:01:00.000Z',
    origin: 'https://www.example.com',
    words,
  });
  const form = formWords();

  it('answers to the customer, and has a subject to scan: reference, city, service, name', () => {
    expect(mail.replyTo).toBe('maria@example.com');
    expect(mail.subject).toBe(
      `${words.subjects.quote.replace('{reference}', 'K7M-3QX')} · Boca Raton · ${form.services['drywall-patching']} · Maria Lopez`,
    );
  });
  it('says every value in words, the time in Florida, the language, the map and the page that brought it', () => {
    expect(mail.text).toContain(`${words.fields.service}: ${form.services['drywall-patching']}`);
    expect(mail.text).not.toContain('drywall-patching');
    expect(mail.text).toContain(`${words.fields.bestTime}: ${form.bestTimes.evening}`);
    expect(mail.text).toContain(`${words.received}: Fri, Nov 27, 8:01 PM`);
    expect(mail.text).toContain(`${words.fields.locale}: ${words.callBackIn.replaceAll('{language}', 'Spanish')}`);
    expect(mail.html).toContain(
      'href="https://www.google.com/maps/search/?api=1&#38;query=12%20Palm%20Way%2C%20Boca%20Raton%2C%20FL"',
    );
    expect(mail.text).toContain(
      `${words.pageKinds.city.replace('{name}', 'Boca Raton')}: https://www.example.com/service-areas/boca-raton-fl`,
    );
    expect(mail.text).toContain(`${words.fields.reference}: K7M-3QX`);
  });
  it('names a service page by its service, and says "not sure" for no service', () => {
    const m = leadEmail({
      form: 'quote',
      entry: { ...spanish, service: '', page: '/services/painting' },
      receivedAt: '2026-11-28T01:01:00.000Z',
      origin: 'https://www.example.com',
      words,
    });
    expect(m.text).toContain(`${words.fields.service}: ${form.noService}`);
    expect(m.text).toContain(words.pageKinds.service.replace('{name}', form.services.painting));
  });
  it('still reads well for an older entry without reference, language or e-mail', () => {
    const { reference, locale, email, ...older } = spanish;
    const m = leadEmail({ form: 'quote', entry: older, receivedAt: '2026-11-28T01:01:00.000Z', origin: '', words });
    expect(m.replyTo).toBeUndefined();
    expect(m.subject).toBe(
      `${words.subjects.quote.replace(' {reference}', '')} · Boca Raton · ${form.services['drywall-patching']} · Maria Lopez`,
    );
    expect(m.text).not.toContain(`${words.fields.reference}:`);
    expect(m.text).not.toContain(`${words.fields.locale}:`);
  });
  it('gives no Reply-To for an address that could carry another header', () => {
    const m = leadEmail({
      form: 'quote',
      entry: { ...spanish, email: 'a@b.co\r\nBcc: x@y.z' },
      receivedAt: 'now',
      origin: '',
      words,
    });
    expect(m.replyTo).toBeUndefined();
  });
});
