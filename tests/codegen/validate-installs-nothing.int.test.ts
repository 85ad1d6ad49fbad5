/**
 * `npm run validate` checks the data and writes nothing: it must not install the web editor's package either (CI runs
 * it on every pull request, where an install would be slow and need the registry).
 */
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The integration files share their worker's modules (vitest.config.ts): codegen may already be loaded with the real
// installer, so the modules are loaded again with the one that throws, and loaded afresh after this file.
const TOOLS = '../../scripts/codegen/tool-packages.ts';
afterAll(() => {
  vi.doUnmock(TOOLS);
  vi.resetModules();
});

describe('npm run validate', () => {
  it('checks the whole data without installing anything', async () => {
    vi.resetModules();
    vi.doMock(TOOLS, async (original) => ({
      ...(await original<typeof import('../../scripts/codegen/tool-packages.ts')>()),
      ensureTool: () => {
        throw new Error('npm run validate tried to install a tool package');
      },
    }));
    const { runCodegen } = await import('../../scripts/codegen/run.ts');
    const result = await runCodegen(path.resolve(import.meta.dirname, '../..'), { write: false });
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
  }, 60_000);
});
