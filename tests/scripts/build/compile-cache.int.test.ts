/**
 * The package's TypeScript commands start with Node's compile cache on (scripts/compile-cache.mjs): once a command has
 * run, the next one takes its entry already stripped and compiled, and Node's TypeScript stripper is never loaded.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_CACHE, WITH_COMPILE_CACHE } from '../../../scripts/build/plan.ts';
import { TEST_PARTS } from '../../../scripts/test/parts.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const scripts: Record<string, string> = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
const withCache = `node ${WITH_COMPILE_CACHE.join(' ')} `;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("the TypeScript commands' compile cache", () => {
  it("is turned on before the entry of the build, codegen, the server and the owner's commands, in package.json and in npm test", () => {
    // npm start and npm run dev through exec, so that npm's signal reaches Node itself (decision 42).
    const commands = ['build', 'build:netlify', 'codegen', 'validate', 'typecheck', 'new:city', 'start', 'dev'];
    for (const name of [...commands, 'check:launch', 'export:forms', 'stats'])
      expect(scripts[name], name).toMatch(
        new RegExp(`^(exec )?${withCache.replaceAll('.', '\\.')}scripts/[\\w-]+\\.ts`),
      );
    const parts = TEST_PARTS.flatMap((p) => p.commands).filter((c) => /^node .*scripts\/(build|codegen)\.ts/.test(c));
    expect(parts).toHaveLength(2);
    for (const command of parts) expect(command.startsWith(withCache), command).toBe(true);
    expect(fs.readFileSync(path.join(ROOT, 'scripts/compile-cache.mjs'), 'utf8')).toContain(`'${COMPILE_CACHE}'`);
  });

  it("spares a command's second run Node's TypeScript stripper, and hands the folder to the processes it starts", () => {
    // A project of one TypeScript file, an ES module as every file of this one is (package.json "type": Node reads a
    // file of unknown type twice), with this project's scripts/compile-cache.mjs; no cache folder given by the caller.
    fs.mkdirSync(path.join(tmp, 'scripts'));
    for (const file of ['scripts/compile-cache.mjs', 'scripts/resolve-cache.mjs'])
      fs.copyFileSync(path.join(ROOT, file), path.join(tmp, file));
    fs.writeFileSync(path.join(tmp, 'package.json'), '{ "type": "module" }');
    fs.writeFileSync(
      path.join(tmp, 'entry.ts'),
      [
        'const loaded: string[] = process.moduleLoadList;',
        "console.log(JSON.stringify({ stripper: loaded.some((m) => m.includes('amaro')), folder: process.env.NODE_COMPILE_CACHE }));",
      ].join('\n'),
    );
    const { NODE_COMPILE_CACHE: _, ...env } = process.env;
    const run = () =>
      JSON.parse(
        execFileSync(process.execPath, [...WITH_COMPILE_CACHE, 'entry.ts'], { cwd: tmp, env, encoding: 'utf8' }),
      ) as { stripper: boolean; folder: string };
    const folder = path.join(tmp, COMPILE_CACHE);
    expect(run()).toEqual({ stripper: true, folder });
    expect(run()).toEqual({ stripper: false, folder });
  });
});
