import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/content/messages.ts';
import { validationText } from '../../../src/lib/forms/validation.ts';

const ok = { valueMissing: false, typeMismatch: false, patternMismatch: false, tooShort: false };
const field = (type: string, wrong: Partial<typeof ok>, minLength?: number) => ({
  type,
  minLength,
  validity: { ...ok, ...wrong },
});

describe('a refused field says why in the page’s language', () => {
  for (const locale of ['en', 'es'] as const) {
    const t = messages[locale]!.validation;
    it(locale, () => {
      expect(validationText(field('text', { valueMissing: true }), t)).toBe(t.required);
      expect(validationText(field('select-one', { valueMissing: true }), t)).toBe(t.required);
      expect(validationText(field('email', { typeMismatch: true }), t)).toBe(t.email);
      expect(validationText(field('tel', { patternMismatch: true }), t)).toBe(t.phone);
      expect(validationText(field('text', { patternMismatch: true }), t)).toBe(t.pattern);
      expect(validationText(field('text', { tooShort: true }, 2), t)).toBe(t.tooShort.replace('{min}', '2'));
      expect(validationText(field('text', {}), t)).toBeUndefined();
    });
  }
  it('names the first thing wrong: an empty field is empty, not too short', () => {
    const t = messages.en.validation;
    expect(validationText(field('email', { valueMissing: true, typeMismatch: true }), t)).toBe(t.required);
  });
});
