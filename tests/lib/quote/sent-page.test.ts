import { describe, expect, it } from 'vitest';
import { fillReference, ownAnswerPage } from '../../../src/lib/quote/sent-page.ts';

// The success block as React pre-renders it: the slot's attribute also appears inside a class (Tailwind's has-[…]).
const page = `<html><body><p class="mt-3 has-[[data-quote-reference]:empty]:hidden">Your reference <strong data-quote-reference="true" class="font-mono"></strong></p><p>Later <b data-quote-reference></b></p></body></html>`;

describe('the answer page', () => {
  it('fills the first reference slot, not the class that names it, with the escaped reference', () => {
    const filled = fillReference(page, 'K7M-3QX');
    expect(filled).toContain('<strong data-quote-reference="true" class="font-mono">K7M-3QX</strong>');
    expect(filled).toContain('has-[[data-quote-reference]:empty]:hidden">Your reference');
    expect(filled).toContain('<b data-quote-reference></b>');
    expect(fillReference(page, '<i>')).toContain('>&#60;i&#62;</strong>');
  });
  it('repeats the requested window in its slot, and leaves the slot empty for a request without one', () => {
    const withSlot = `${page}<p><strong data-quote-window=""></strong></p>`;
    expect(fillReference(withSlot, 'K7M-3QX', 'Mon, Nov 30, 8 – 10 AM')).toContain(
      '<strong data-quote-window="">Mon, Nov 30, 8 – 10 AM</strong>',
    );
    expect(fillReference(withSlot, 'K7M-3QX')).toContain('<strong data-quote-window=""></strong>');
  });
  it('has no page without a slot, so the handler answers its own', () => {
    expect(fillReference('<p class="has-[[data-quote-reference]:empty]:hidden">x</p>', 'K7M-3QX')).toBeUndefined();
    expect(fillReference('<strong data-quote-reference-x></strong>', 'K7M-3QX')).toBeUndefined();
  });
  it("the handler's own page has the reference in its slot, the phone to tap and the way home", () => {
    const html = ownAnswerPage({
      lang: 'es',
      words: {
        sentTitle: 'Recibido',
        referenceLabel: 'Ref',
        nextSteps: 'Le llamamos',
        windowRequested: 'Horario pedido: {window}.',
        callUs: 'Llame',
        back: 'Volver',
      },
      reference: 'K7M-3QX',
      business: 'Florida Fix-It Pros',
      tel: 'tel:+15615550123',
      phone: '(561) 555-0123',
      home: '/es',
    });
    expect(html).toContain('<html lang="es">');
    expect(fillReference(html, 'AAA-BBB')).toContain('>AAA-BBB</strong>');
    expect(html).toContain('href="tel:+15615550123"');
    expect(html).toContain('href="/es"');
    expect(html).toContain('Le llamamos');
  });
  it("the handler's own page repeats a requested window instead of the call back's words", () => {
    const html = ownAnswerPage({
      lang: 'en',
      words: {
        sentTitle: 'Sent',
        referenceLabel: 'Ref',
        nextSteps: 'We call',
        windowRequested: 'Asked: {window}.',
        callUs: 'Call',
        back: 'Back',
      },
      reference: 'K7M-3QX',
      window: 'Mon, Nov 30, 8 – 10 AM',
      business: 'Florida Fix-It Pros',
      tel: 'tel:+15615550123',
      phone: '(561) 555-0123',
      home: '/',
    });
    expect(html).toContain('Asked: Mon, Nov 30, 8 – 10 AM.');
    expect(html).not.toContain('We call');
  });
});
