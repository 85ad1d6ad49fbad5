import { describe, expect, it } from 'vitest';
import { CLOUDFLARE_FILE_LIMITS, fileCountCheck } from '../../../scripts/build/host-files.ts';

describe('fileCountCheck', () => {
  it('says nothing while the Free plan takes the files, or on Netlify', () => {
    expect(fileCountCheck(CLOUDFLARE_FILE_LIMITS.free, 'cloudflare')).toBeUndefined();
    expect(fileCountCheck(500_000, 'netlify')).toBeUndefined();
  });

  it("warns past the Free plan's limit, with the count and what to do", () => {
    const check = fileCountCheck(20_412, 'cloudflare');
    expect(check?.level).toBe('warning');
    expect(check?.message).toContain('20,412 files');
    expect(check?.message).toMatch(/paid plan .*PAGES_WRANGLER_MAJOR_VERSION=4/);
    expect(check?.message).toContain('docs/hosting.md');
  });

  it("fails past every plan's limit", () => {
    expect(fileCountCheck(CLOUDFLARE_FILE_LIMITS.paid + 1, 'cloudflare')?.level).toBe('error');
  });
});
