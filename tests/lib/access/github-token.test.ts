import { describe, expect, it } from 'vitest';
import { canBeGitHubToken } from '../../../src/lib/access/github-token.ts';

describe('a value that can be a GitHub token', () => {
  it("takes each of GitHub's token kinds", () => {
    for (const prefix of ['ghp', 'gho', 'ghu', 'ghs', 'ghr'])
      expect(canBeGitHubToken(`${prefix}_${'aZ09'.repeat(9)}`)).toBe(true);
    expect(canBeGitHubToken(`github_pat_${'11ABCDEFG0'.repeat(2)}ab_${'x9Y'.repeat(20)}`)).toBe(true);
  });

  it('refuses any other prefix, character or length', () => {
    for (const value of [
      'the-owners-stats-token',
      `ghx_${'a'.repeat(36)}`,
      `ghp_${'a'.repeat(35)}`,
      `ghp_${'a'.repeat(35)}-`,
      `ghp_${'a'.repeat(252)}`,
      'github_pat_short',
      `Bearer ghp_${'a'.repeat(36)}`,
    ])
      expect(canBeGitHubToken(value), value).toBe(false);
  });
});
