/**
 * What a form field says when the browser's own check refuses it, in the page's language (`validation` of
 * data/messages.yaml): the browser would say it in its own language, which may not be the page's.
 */
export interface ValidationTexts {
  required: string;
  tooShort: string;
  email: string;
  phone: string;
  pattern: string;
}

/** The parts of an input or select this reads: a real element, or a stand-in in a test. */
export interface CheckedField {
  type: string;
  minLength?: number;
  validity: Pick<ValidityState, 'valueMissing' | 'typeMismatch' | 'patternMismatch' | 'tooShort'>;
}

/** The sentence for the first thing wrong with `field`; undefined leaves the browser's own (a case not listed here). */
export function validationText(field: CheckedField, t: ValidationTexts): string | undefined {
  const v = field.validity;
  if (v.valueMissing) return t.required;
  if (v.typeMismatch && field.type === 'email') return t.email;
  if (v.patternMismatch) return field.type === 'tel' ? t.phone : t.pattern;
  if (v.tooShort) return t.tooShort.replace('{min}', String(field.minLength));
  return undefined;
}
