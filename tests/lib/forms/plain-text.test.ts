import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/forms/plain-text.ts';

describe('plainText', () => {
  it('keeps accents, Spanish, emoji with their joiners, and a "<" that starts no tag', () => {
    for (const text of [
      'Señora Núñez, ¿mañana? Sí: la cocina 🙂',
      'Family 👨‍👩‍👧 and ❤️ the tile',
      'I <3 the new tile; a gap < 1/4 in and > 2 ft',
      'Tom & Jerry &amp; Co.',
    ])
      expect(plainText(text)).toBe(text);
  });
  it('keeps line breaks as \\n where the field keeps lines, a space elsewhere', () => {
    expect(plainText('uno\r\ndos\rtres\u0085cuatro\u2028cinco\u2029seis\nsiete', { lines: true })).toBe(
      'uno\ndos\ntres\ncuatro\ncinco\nseis\nsiete',
    );
    expect(plainText('12 Palm Way\r\nBoca Raton')).toBe('12 Palm Way Boca Raton');
  });
  it('drops control characters, bidi overrides, the BOM and lone surrogates; spacing becomes a space', () => {
    expect(plainText('a\u0000b\u0007c\u001b[31md\u007fe\u009bf')).toBe('abc[31mdef');
    expect(plainText('tab\there\vand\fthere')).toBe('tab here and there');
    expect(plainText('\ufeffinvoice\u202Efdp.exe\u2066x\u2069')).toBe('invoicefdp.exex');
    expect(plainText('lone \ud800 surrogate \udc00 here')).toBe('lone  surrogate  here');
  });
  it('drops HTML tags, comments and a tag cut short, keeping their text', () => {
    expect(plainText('<b>Bold</b> <a href="https://evil.example">pague aquí</a>')).toBe('Bold pague aquí');
    expect(plainText('x<!-- hidden --> y <!-- open to the end')).toBe('x y');
    expect(plainText('<script>alert(1)</script><img src=x onerror=alert(1)>')).toBe('alert(1)');
    expect(plainText('see <img src=x onerror=alert(1)')).toBe('see img src=x onerror=alert(1)');
    expect(plainText('<<b>b>x')).toBe('b>x');
  });
});
