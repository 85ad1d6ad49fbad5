import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { leadEmail } from '../../src/lib/lead-email.ts';
import { signPhoto, verifyPhoto } from '../../src/lib/signed-link.ts';

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

  it('names the form, the visitor and the place in a subject of one line', () => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain(words.forms.quote);
    expect(mail.subject).toContain('Boca Raton FL');
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
    expect(app.subject).toBe(`${words.forms.applications}: Ana, 33431`);
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
