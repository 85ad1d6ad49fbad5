import { describe, expect, it } from 'vitest';
import { projects } from '../../src/lib/content.ts';
import { metaDescription } from '../../src/lib/meta-description.ts';

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
  it('gives every project a description of at most 160 characters that does not end mid-word', () => {
    for (const p of projects) {
      const d = metaDescription(p.description);
      expect(d.length, p.id).toBeLessThanOrEqual(160);
      expect(d, p.id).toMatch(/[.!?…]$/);
    }
  });
});
