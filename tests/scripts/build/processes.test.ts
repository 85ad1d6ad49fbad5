import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bundling } from '../../../scripts/build/bundle.ts';
import { BUNDLE_CACHE } from '../../../scripts/build/bundle-cache.ts';
import type { PageJob } from '../../../scripts/build/page-jobs.ts';
import { type Begun, settle } from '../../../scripts/build/processes.ts';

// What each kind of build does with the processes it began (scripts/build/processes.ts settle) once codegen has
// written generated/: kept, stopped, bundled again. The processes begun are stand-ins that record what they were
// told; a bundling after codegen copies the bundles a temporary project's cache holds (none would start `vike build`).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-processes-'));
const at = { root, logFile: path.join(root, 'dist/build.log') };
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const cache = (key: string) => {
  for (const out of ['client', 'server']) fs.mkdirSync(path.join(root, BUNDLE_CACHE, key, out), { recursive: true });
  fs.writeFileSync(path.join(root, BUNDLE_CACHE, key, 'done'), '');
};
/** Whether the build bundled after codegen: it copied the bundles from the cache into dist/. */
const copiedFromCache = () => fs.existsSync(path.join(root, 'dist/client'));

const fakeBundling = (o: { ok?: boolean; cached?: boolean } = {}) => ({
  done: Promise.resolve({ ok: o.ok ?? true, peakMB: 1, seconds: 1, cpuSeconds: 1, images: 0, cached: o.cached }),
  stop: vi.fn(async () => {}),
  codegenDone: vi.fn(),
});
const fakeRenderers = () => ({
  begin: vi.fn(),
  grow: vi.fn(),
  render: vi.fn(),
  stop: vi.fn(async () => {}),
  release: vi.fn(),
});
const log = vi.spyOn(console, 'log').mockImplementation(() => {});

beforeEach(() => {
  fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  fs.rmSync(path.join(root, BUNDLE_CACHE), { recursive: true, force: true });
  cache('b');
  log.mockClear();
});

describe('a first build after codegen', () => {
  it('bundles with the Vite begun waiting for codegen', async () => {
    const vite = fakeBundling();
    const settled = await settle({ kind: 'first', vite: vite as Bundling }, 'a', at);
    expect(settled).toMatchObject({ bundles: 'made' });
    expect(settled.renderers).toBeUndefined();
    expect(vite.stop).not.toHaveBeenCalled();
    expect(copiedFromCache()).toBe(false);
  });

  it('stops that Vite and copies the bundles when the cache holds those of what codegen wrote', async () => {
    cache('a');
    const vite = fakeBundling();
    expect(await settle({ kind: 'first', vite: vite as Bundling }, 'a', at)).toMatchObject({ bundles: 'from-cache' });
    expect(vite.stop).toHaveBeenCalled();
    expect(copiedFromCache()).toBe(true);
  });
});

describe('a build that keeps its bundles', () => {
  const begun = () => ({ kind: 'bundles-kept' as const, key: 'a', renderer: fakeRenderers() });

  it('renders with the renderer begun with codegen when nothing bundled changed', async () => {
    const b = begun();
    const settled = await settle(b as Begun, 'a', at);
    expect(settled).toEqual({ bundles: 'kept', renderers: b.renderer });
    expect(b.renderer.stop).not.toHaveBeenCalled();
    expect(copiedFromCache()).toBe(false);
  });

  it('stops that renderer and bundles after codegen when codegen changed what is bundled', async () => {
    const b = begun();
    const settled = await settle(b as Begun, 'b', at);
    expect(settled).toMatchObject({ bundles: 'from-cache' });
    expect(settled.renderers).toBeUndefined();
    expect(b.renderer.stop).toHaveBeenCalled();
    expect(copiedFromCache()).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('a build with bundles from the cache', () => {
  const pages = [{ url: '/' }] as PageJob[];
  const begun = () => ({
    ...{ kind: 'bundles-from-cache' as const, key: 'a', pages },
    ...{ bundling: fakeBundling({ cached: true }), renderer: fakeRenderers() },
  });

  it('keeps them, and the renderer begun with codegen renders the rest after the pages it began', async () => {
    const b = begun();
    const settled = await settle(b as Begun, 'a', at);
    expect(settled).toMatchObject({ bundles: 'from-cache', renderers: b.renderer, begunPages: pages });
    expect(b.renderer.stop).not.toHaveBeenCalled();
  });

  it('replaces those codegen made stale and stops the renderer that loaded them', async () => {
    const b = begun();
    const settled = await settle(b as Begun, 'b', at);
    expect(settled).toMatchObject({ bundles: 'from-cache' });
    expect(settled.renderers).toBeUndefined();
    expect(settled.begunPages).toBeUndefined();
    expect(b.renderer.stop).toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Bundling again: codegen changed what the bundles are made from.');
    expect(copiedFromCache()).toBe(true);
  });
});

describe('a build that bundles alongside codegen', () => {
  const begun = (ok = true) => ({
    ...{ kind: 'bundle-alongside' as const, key: 'a' },
    ...{ bundling: fakeBundling({ ok }), renderers: fakeRenderers() },
  });

  it('keeps those bundles when codegen wrote the bundled files again as they were', async () => {
    const b = begun();
    expect(await settle(b as Begun, 'a', at)).toMatchObject({ bundles: 'with-codegen', renderers: b.renderers });
    expect(b.bundling.stop).not.toHaveBeenCalled();
    expect(copiedFromCache()).toBe(false);
  });

  it('stops that bundling when codegen made it stale; the renderers begun with it wait for the new bundles', async () => {
    const b = begun();
    expect(await settle(b as Begun, 'b', at)).toMatchObject({ bundles: 'from-cache', renderers: b.renderers });
    expect(b.bundling.stop).toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Bundling again: codegen changed what the bundles are made from.');
    expect(copiedFromCache()).toBe(true);
  });

  it('bundles again when it failed, from the cache if it holds them', async () => {
    cache('a');
    const b = begun(false);
    expect(await settle(b as Begun, 'a', at)).toMatchObject({ bundles: 'from-cache', renderers: b.renderers });
    expect(log).toHaveBeenCalledWith('Bundling again: the bundling begun with codegen failed.');
    expect(copiedFromCache()).toBe(true);
  });
});
