import { describe, expect, it } from 'vitest';
import { services } from '../../../src/content/content.ts';
import { messages } from '../../../src/content/messages.ts';
import { site } from '../../../src/content/site.ts';
import { confirmationEmail } from '../../../src/lib/leads/confirmation-email.ts';
import { formWords } from '../../../src/lib/leads/lead-catalog.ts';
import { jobsOf } from '../../../src/lib/prices/price-guide.ts';

const entry = {
  name: 'María <b>López</b>',
  phone: '(561) 555-0199',
  email: 'maria@example.com',
  address: '12 Palm Way,\nBoca Raton',
  service: 'drywall-patching',
  details: `Un hueco en la pared <script>alert(1)</script> ${'y más '.repeat(100)}`,
  photos: ['0f8c3b2e-1111-4222-8333-444455556666.jpg', '0f8c3b2e-1111-4222-8333-444455556667.jpg'],
  reference: 'K7M-3QX',
  locale: 'es',
};

describe("the homeowner's confirmation", () => {
  const words = messages.es!.confirmationEmail;
  const form = formWords('es');
  const mail = confirmationEmail({ entry, words, form, phone: site.phone })!;

  it("goes to the visitor's address, in their language, with the reference in the subject", () => {
    expect(mail.to).toBe('maria@example.com');
    expect(mail.subject).toBe(words.subject.replace('{reference}', 'K7M-3QX'));
    expect(mail.text).toContain(`${words.reference}: K7M-3QX`);
  });
  it('says what they asked in the words the form showed them, with the photos counted', () => {
    expect(mail.text).toContain(`${words.service}: ${form.services['drywall-patching']}`);
    expect(mail.text).not.toContain('drywall-patching');
    expect(mail.text).toContain(`${words.photos}: ${words.photosCount.replace('{count}', '2')}`);
  });
  it("names the job chosen with its usual price, and no job that is not its service's", () => {
    const id = jobsOf(services.find((s) => s.slug === 'drywall-patching')!)[0].id;
    const withJob = confirmationEmail({ entry: { ...entry, job: id }, words, form, phone: site.phone })!;
    expect(withJob.text).toContain(`${words.job}: ${form.jobs[`drywall-patching/${id}`]}`);
    expect(form.jobs[`drywall-patching/${id}`]).toMatch(/\$\d/);
    const stray = confirmationEmail({ entry: { ...entry, job: 'no-such-job' }, words, form, phone: site.phone })!;
    expect(stray.text).not.toContain(`${words.job}:`);
  });
  it('says what happens next and gives a phone to tap', () => {
    expect(mail.text).toContain(words.next);
    expect(mail.html).toContain(`href="tel:${site.phone.e164}"`);
    expect(mail.html).toContain(site.phone.display);
  });
  it("repeats nothing the visitor typed: anyone can type anyone's address into the form", () => {
    for (const typed of ['María', 'López', 'Palm Way', 'hueco', 'script', '555-0199'])
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(typed);
  });
  it('is not written without an address to send it to, and reads well without a reference', () => {
    expect(confirmationEmail({ entry: { ...entry, email: '' }, words, form, phone: site.phone })).toBeUndefined();
    const { reference, ...older } = entry;
    const m = confirmationEmail({ entry: { ...older, service: '' }, words, form, phone: site.phone })!;
    expect(m.subject).toBe(words.subject.replace(' {reference}', ''));
    expect(m.text).not.toContain(`${words.reference}:`);
    expect(m.text).toContain(`${words.service}: ${form.noService}`);
  });
  it('names a requested window as waiting for the owner, and says nothing of one without it', () => {
    const label = 'lun, 30 de nov, 8 – 10 a. m.';
    const m = confirmationEmail({ entry, words, form, phone: site.phone, windowLabel: label })!;
    expect(m.text).toContain(`${words.window}: ${label}\n\n${words.windowPending}`);
    expect(m.html).toContain(`<p>${words.windowPending}</p>`);
    expect(mail.text).not.toContain(words.window);
    expect(mail.text).not.toContain(words.windowPending);
  });
});
