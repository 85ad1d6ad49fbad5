/**
 * The form handler as Cloudflare bundles it for its Pages Function (esbuild from functions/, with wrangler's
 * conditions): the script a Worker parses at each cold start, and that wrangler hands its local runtime in every host
 * test. It leaves out what only the pages read, the JSON-LD of every page (generated/structured-data.ts, 227 KB of the
 * 1.27 MB it was), which codegen writes as one JSON.parse of a string: a call a bundler keeps unless it is marked pure.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

it("leaves out the pages' JSON-LD, and holds the form handler", async () => {
  const result = await build({
    entryPoints: [path.join(ROOT, 'functions/api/[[path]].ts')],
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    external: ['node:*', 'cloudflare:*'],
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  const kept = Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file);
  expect(kept).toContain('src/server/forms-app.ts');
  expect(kept).not.toContain('generated/structured-data.ts');
});
