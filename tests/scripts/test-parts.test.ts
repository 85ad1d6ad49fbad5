/**
 * `npm test` and the GitHub workflow run the same parts (scripts/test/parts.ts, .github/workflows/ci.yml): npm test
 * all of them with the unit tests first, the workflow each in a job once the data is valid, the browser suite in
 * shards whose reports are merged.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runsAlone, startable, TEST_PARTS } from '../../scripts/test/parts.ts';
import vitestConfig from '../../vitest.config.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Job {
  needs?: string | string[];
  if?: string;
  'timeout-minutes'?: number;
  strategy?: { matrix?: Record<string, unknown[]> };
  steps: { run?: string; uses?: string; with?: Record<string, unknown> }[];
}
const jobs: Record<string, Job> = parse(read('.github/workflows/ci.yml')).jobs;
const runs = (job: Job) => job.steps.flatMap((s) => (s.run ? [s.run] : []));
const needs = (job: Job) => [job.needs ?? []].flat();
const commands = TEST_PARTS.flatMap((p) => p.commands);
const indexOf = (name: string) => TEST_PARTS.findIndex((p) => p.name === name);

describe('npm test', () => {
  it('is scripts/test.ts, which runs every vitest project and the browser suite', () => {
    expect(JSON.parse(read('package.json')).scripts.test).toBe('node scripts/test.ts');
    for (const project of (vitestConfig.test?.projects ?? []) as { test: { name: string } }[])
      expect(commands, project.test.name).toContain(`vitest run --project ${project.test.name}`);
    expect(commands).toContain('playwright test');
  });

  it('runs the unit tests before any other test, check or build; only codegen, which they read, comes first', () => {
    const unit = indexOf('unit');
    expect(TEST_PARTS.slice(0, unit).map((p) => p.name)).toEqual(['codegen']);
    expect(TEST_PARTS[unit].commands).toEqual(['vitest run --project unit']);
  });

  const names = (parts: { name: string }[]) => parts.map((p) => p.name);
  const all = (...list: string[]) => new Set(list);

  it('starts every other part only once the unit tests passed, then typecheck beside the build', () => {
    expect(names(startable(TEST_PARTS, all(), all()))).toEqual(['codegen']);
    expect(names(startable(TEST_PARTS, all('codegen'), all('codegen')))).toEqual(['unit']);
    expect(names(startable(TEST_PARTS, all('codegen', 'unit'), all('codegen')))).toEqual([]);
    const afterUnit = startable(TEST_PARTS, all('codegen', 'unit'), all('codegen', 'unit'));
    expect(names(afterUnit)).toEqual(['typecheck', 'build']);
  });

  it('gives the browser suite the machine alone once the build and check passed, then the other tests side by side', () => {
    const ready = all('codegen', 'unit', 'typecheck', 'check', 'build');
    expect(names(startable(TEST_PARTS, ready, all('codegen', 'unit', 'typecheck', 'build')))).toEqual([]);
    expect(names(startable(TEST_PARTS, ready, ready))).toEqual(['browser']);
    expect(names(startable(TEST_PARTS, all(...ready, 'browser'), ready))).toEqual([]);
    expect(names(startable(TEST_PARTS, all(...ready, 'browser'), all(...ready, 'browser')))).toEqual([
      'integration',
      'site',
    ]);
  });

  it('lets a part asked alone start at once (npm test -- site), whatever it waits for in a whole run', () => {
    const site = TEST_PARTS.filter((p) => p.name === 'site');
    expect(names(startable(site, all(), all()))).toEqual(['site']);
  });

  it('prints as they go the parts that run alone, the others whole when they end', () => {
    expect(TEST_PARTS.filter((p) => runsAlone(p, TEST_PARTS)).map((p) => p.name)).toEqual([
      'codegen',
      'unit',
      'browser',
    ]);
    const integration = TEST_PARTS.filter((p) => p.name === 'integration');
    expect(runsAlone(integration[0], integration)).toBe(true);
  });
});

describe('the GitHub workflow', () => {
  const all = Object.values(jobs).flatMap(runs);

  // A part's last command is what it checks; those before it prepare (the workflow installs the browser its own way,
  // with the system libraries it needs).
  it('runs every part of npm test, by its name or its last command', () => {
    const byName = all.flatMap((r) => /^npm test -- (.+)$/.exec(r)?.[1].split(' ') ?? []);
    const missing = TEST_PARTS.filter(
      (p) => !byName.includes(p.name) && !all.some((r) => r.replace(/\bnpx /g, '').includes(p.commands.at(-1)!)),
    );
    expect(missing.map((p) => p.name)).toEqual([]);
    // Every part named exists.
    expect(byName.filter((name) => indexOf(name) < 0)).toEqual([]);
  });

  it('validates the data first (annotated), and every other job waits for it', () => {
    const [first, ...others] = Object.entries(jobs);
    expect(runs(first[1])).toContain('npm run validate -- --format github');
    for (const [name, job] of others) expect(needs(job).length, name).toBeGreaterThan(0);
    expect(others.filter(([, job]) => needs(job).includes(first[0])).length).toBeGreaterThan(0);
  });

  it('runs the browser suite in shards, one blob report each, merged by a job that runs even after a failure', () => {
    const [name, browser] = Object.entries(jobs).find(([, job]) =>
      runs(job).some((r) => r.includes('playwright test')),
    )!;
    const shards = browser.strategy?.matrix?.shard ?? [];
    expect(shards.length).toBeGreaterThan(1);
    const run = runs(browser).find((r) => r.includes('playwright test'))!;
    expect(run).toContain(`--shard=\${{ matrix.shard }}/${shards.length}`);
    expect(run).toMatch(/--reporter=[\w,]*\bblob\b/);
    const merge = Object.values(jobs).find((job) => needs(job).includes(name))!;
    expect(merge.if).toContain('!cancelled()');
    expect(runs(merge).some((r) => r.includes('playwright merge-reports'))).toBe(true);
  });

  it('gives every job a timeout', () => {
    for (const [name, job] of Object.entries(jobs)) expect(job['timeout-minutes'], name).toBeGreaterThan(0);
  });
});
