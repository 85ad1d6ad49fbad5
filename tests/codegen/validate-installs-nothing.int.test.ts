/**
 * `npm run validate` checks the data and writes nothing: it must not install the web editor's package either (CI runs
 * it on every pull request, where an install would be slow and need the registry).
 */
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCodegen } from '../../scripts/codegen/run.ts';

vi.mock('../../scripts/codegen/tool-packages.ts', async (original) => ({
  ...(await original<typeof import('../../scripts/codegen/tool-packages.ts')>()),
  ensureTool: () => {
    throw new Error('npm run validate tried to install a tool package');
  },
}));

describe('npm run validate', () => {
  it('checks the whole data without installing anything', async () => {
    const result = await runCodegen(path.resolve(import.meta.dirname, '../..'), { write: false });
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
  }, 60_000);
});
