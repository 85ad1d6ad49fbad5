import { describe, expect, it } from 'vitest';
import { contentFor } from '../../../src/lib/i18n/i18n.ts';
import { META_DESCRIPTION_MAX, META_DESCRIPTION_MIN, metaDescription } from '../../../src/lib/page/meta-description.ts';

describe('metaDescription', () => {
  it('keeps short text as it is, with whitespace collapsed', () => {
    expect(metaDescription('We fixed  the\ndoor.')).toBe('We fixed the door.');
  });
  it('keeps whole sentences that fit', () => {
    const text = 'First sentence here. Second sentence is here too. Third one will not fit.';
    expect(metaDescription(text, 50)).toBe('First sentence here. Second sentence is here too.');
  });
  it('cuts a first sentence that is too long at a word, with an ellipsis', () => {
    expect(metaDescription('One two three four five six seven eight.', 20)).toBe('One two three four…');
  });
  it('cuts at a word rather than keep a first sentence too short to describe the page', () => {
    const text = `We fixed a door. Then we painted${' the whole house inside and out'.repeat(6)}.`;
    const d = metaDescription(text);
    expect(d.length).toBeGreaterThanOrEqual(META_DESCRIPTION_MIN);
    expect(d).toMatch(/^We fixed a door\. Then we painted .*…$/);
  });
  it(`gives every project a description of ${META_DESCRIPTION_MIN}-${META_DESCRIPTION_MAX} characters that does not end mid-word`, () => {
    for (const p of [...contentFor('en').projects, ...contentFor('es').projects]) {
      const d = metaDescription(p.description);
      expect(d.length, p.id).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      expect(d.length, p.id).toBeGreaterThanOrEqual(META_DESCRIPTION_MIN);
      expect(d, p.id).toMatch(/[.!?…]$/);
    }
  });
});
