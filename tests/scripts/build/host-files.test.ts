import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CLOUDFLARE_FILE_LIMITS,
  fileCountCheck,
  STATIC_HOSTS,
  writeHostFiles,
} from '../../../scripts/build/host-files.ts';
import { routes } from '../../../src/content/routes.ts';
import { site } from '../../../src/lib/page/site.ts';
import type { StaticHost } from '../../../src/lib/serving/host.ts';
import { HOST_FILES } from '../../../src/lib/serving/serving-rules.ts';

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

describe('writeHostFiles', () => {
  // One row per static host (STATIC_HOSTS): its files written, the other hosts' removed, `_headers` for every one.
  it.each(Object.keys(STATIC_HOSTS) as StaticHost[])(
    'writes the files of the %s row and no other host file',
    (host) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-files-'));
      for (const file of HOST_FILES) fs.writeFileSync(path.join(dir, file), 'left from another build');
      writeHostFiles(dir, host, site, routes, { files: new Set(), hashes: [] }, []);
      const own = ['/_headers', ...Object.keys(STATIC_HOSTS[host].files(routes))];
      expect(HOST_FILES.filter((f) => fs.existsSync(path.join(dir, f))).sort()).toEqual(own.sort());
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );
});
