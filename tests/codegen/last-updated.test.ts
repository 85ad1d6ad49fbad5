import { describe, expect, it } from 'vitest';
import { staleLastUpdated } from '../../scripts/codegen/last-updated.ts';

const city = (intro: string, lastUpdated = '2026-01-01', comment = '') =>
  `# yaml-language-server: $schema=../../schemas/city.schema.json\n${comment}cityName: Golf\nintro: ${intro}\nlastUpdated: "${lastUpdated}"\n`;

describe('lastUpdated check of pull requests', () => {
  it('flags content changed with the same lastUpdated', () => {
    expect(staleLastUpdated(city('Old text.'), city('New text.'))).toBe(true);
  });
  it('accepts content changed with a new lastUpdated', () => {
    expect(staleLastUpdated(city('Old text.'), city('New text.', '2026-11-23'))).toBe(false);
  });
  it('ignores comments, formatting and key order', () => {
    expect(staleLastUpdated(city('Old text.'), city('Old text.', '2026-01-01', '# a note\n'))).toBe(false);
    expect(staleLastUpdated('cityName: Golf\nintro: x\n', 'intro: "x"\ncityName:   Golf\n')).toBe(false);
  });
  it('flags a change where lastUpdated was never written', () => {
    expect(staleLastUpdated('cityName: Golf\n', 'cityName: Golf Village\n')).toBe(true);
  });
});
