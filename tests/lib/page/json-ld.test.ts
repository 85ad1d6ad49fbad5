import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '../../../src/lib/page/json-ld.ts';

describe('serializeJsonLd', () => {
  it('keeps text from YAML from ending the script element', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: 'a & b > c' });
    expect(out).not.toMatch(/[<>&]/);
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a & b > c' });
  });
  it('escapes the line and paragraph separators', () => {
    expect(serializeJsonLd('a\u2028b\u2029c')).toBe('"a\\u2028b\\u2029c"');
  });
});
