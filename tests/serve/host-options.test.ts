import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context } from 'hono';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Host } from '../../src/lib/serving/host.ts';
import { SETTINGS } from '../../src/lib/serving/settings.ts';
import { type CloudflareBindings, cloudflareOptions } from '../../src/server/hosts/cloudflare.ts';
import { type NetlifyContext, netlifyOptions } from '../../src/server/hosts/netlify.ts';
import { nodeOptions } from '../../src/server/hosts/node.ts';
import { sourceFiles } from '../docs/source-folders.ts';

// Each host's options file reads the one settings schema (schemas/settings.schema.json) and hands the handler every
// setting it names for that host: a setting added to the schema reaches the host's handler without another edit.
const examples = (host: Host) =>
  Object.fromEntries(SETTINGS.filter((s) => s.hosts.includes(host)).map((s) => [s.name, s.example]));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-options-'));
afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(dir, { recursive: true, force: true });
});

const options: Record<Host, () => { settings: object }> = {
  node: () =>
    nodeOptions({ root: dir, clientDir: dir, dataDir: dir, env: examples('node'), stop: new AbortController().signal }),
  cloudflare: () =>
    cloudflareOptions({ env: { ...examples('cloudflare'), DB: {} } } as unknown as Context<{
      Bindings: CloudflareBindings;
    }>),
  netlify: () => {
    for (const [name, value] of Object.entries(examples('netlify'))) vi.stubEnv(name, value);
    return netlifyOptions({ env: {} } as unknown as Context<{ Bindings: { context?: NetlifyContext } }>);
  },
};

describe("each host's options", () => {
  it.each(Object.keys(options) as Host[])('%s hands the handler every setting the schema names for it', (host) => {
    const expected = examples(host);
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    expect(options[host]().settings).toEqual(expected);
  });

  it('come from one Host type', () => {
    const declared = sourceFiles(/\.tsx?$/).filter((f) => /\btype Host\s*=/.test(fs.readFileSync(f, 'utf8')));
    expect(declared).toEqual(['src/lib/serving/host.ts']);
  });
});
