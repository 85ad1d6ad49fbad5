import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inputConstraints } from '../../../src/lib/forms/form-constraints.ts';

const schema = JSON.parse(
  fs.readFileSync(new URL('../../../schemas/forms/application.schema.json', import.meta.url), 'utf8'),
);
const c = inputConstraints(schema, ['fullName', 'phone', 'email', 'city'] as const);

/** How a browser applies an input's pattern attribute (HTML: anchored, compiled with the v flag). */
const htmlPattern = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

describe('input constraints from the application schema', () => {
  it('marks the schema-required text fields required, with their lengths', () => {
    expect(c.fullName).toEqual({ required: true, minLength: 2, maxLength: 120 });
    expect(c.city).toEqual({ required: true, minLength: 2, maxLength: 120 });
    expect(c.email).toMatchObject({ required: true, maxLength: 200 });
  });
  it('gives the phone field a pattern the browser can compile, accepting what the receiver accepts', () => {
    const re = htmlPattern(c.phone.pattern!);
    for (const ok of ['(561) 555-0142', '561.555.0142', '+1 561 555 0142']) expect(re.test(ok), ok).toBe(true);
    for (const bad of ['call me', '555', 'x'.repeat(30)]) expect(re.test(bad), bad).toBe(false);
  });
  it('refuses a field the schema does not have', () => {
    expect(() => inputConstraints(schema, ['nickname'])).toThrow('no property "nickname"');
  });
});
