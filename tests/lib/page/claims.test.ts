import { describe, expect, it } from 'vitest';
import { claimHref, claimOf, dollars, ratingText } from '../../../src/lib/page/claims.ts';

describe('trust claims link to their facts', () => {
  it.each([
    ['Licensed & Insured', '/guarantee#license'],
    ['licensed, insured technicians', '/guarantee#license'],
    ['Fully Insured', '/guarantee#insurance'],
    ['Guaranteed Work', '/guarantee#guarantee'],
    ['Workmanship Guaranteed', '/guarantee#guarantee'],
    ['100% satisfaction', '/guarantee#guarantee'],
    ['a lifetime workmanship warranty', '/guarantee#warranty'],
    ['5-Star Rated', '/guarantee#reviews'],
    ['Rated', '/guarantee#reviews'],
    ['Con licencia y seguro', '/guarantee#license'],
    ['Técnicos asegurados', '/guarantee#insurance'],
    ['Garantía de mano de obra por 1 año', '/guarantee#warranty'],
    ['Garantía de satisfacción del 100%', '/guarantee#guarantee'],
    ['Calificación de 5 estrellas', '/guarantee#reviews'],
  ])('%s -> %s', (text, href) => {
    expect(claimHref(text)).toBe(href);
  });
  it('leaves other badges alone', () => {
    for (const text of [
      'Free Estimates',
      '24hr Response',
      '1K+ Happy Homes',
      'Fast Response',
      'Reviews',
      'We review applications',
      'unstarred',
      'Cotización gratis',
      'Respuesta en 24 horas',
    ])
      expect(claimOf(text), text).toBeUndefined();
  });
  it('writes whole dollars', () => {
    expect(dollars(75)).toBe('$75');
    expect(dollars(1500)).toBe('$1,500');
    expect(dollars(1500, 'es')).toBe('$1,500'); // US Spanish groups thousands as English does
  });
  it('writes a rating with its decimal, as each language writes numbers', () => {
    expect(ratingText(5, 'en')).toBe('5.0');
    expect(ratingText(4.9, 'en')).toBe('4.9');
    expect(ratingText(4.85, 'es')).toBe('4.85');
    expect(ratingText(4.9, 'es')).toBe('4.9'); // US Spanish writes the decimal point as English does
  });
});
