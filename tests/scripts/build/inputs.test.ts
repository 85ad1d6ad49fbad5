import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_BUILD_INPUTS, BUILD_INPUTS } from '../../../scripts/build/inputs.ts';
import { bundleKey } from '../../../scripts/build/state.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the build inputs manifest', () => {
  it('names only paths that exist, so a rename cannot silently drop an input', () => {
    expect(ALL_BUILD_INPUTS.filter((rel) => !fs.existsSync(path.join(root, rel)))).toEqual([]);
  });

  it('changes the bundle fingerprint for an edit to any bundle or build input, not to a codegen input', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'inputs-'));
    try {
      const write = (rel: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(copy, rel)), { recursive: true });
        fs.writeFileSync(path.join(copy, rel), text);
      };
      const probes = [...BUILD_INPUTS.bundles, ...BUILD_INPUTS.build].map((rel) =>
        path.extname(rel) ? rel : `${rel}/probe.ts`,
      );
      for (const rel of [...probes, 'data/cities/probe.yaml']) write(rel, 'a');
      const before = bundleKey(copy);
      write('data/cities/probe.yaml', 'b');
      expect(bundleKey(copy)).toBe(before);
      for (const rel of probes) {
        const key = bundleKey(copy);
        write(rel, `${rel} changed`);
        expect(bundleKey(copy), rel).not.toBe(key);
      }
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
