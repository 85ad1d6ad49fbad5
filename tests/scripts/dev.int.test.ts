/**
 * npm run dev on a copy of the project: an editor that saves by writing a temporary file and renaming it over the
 * original (vim, many IDEs) is seen every time, and a city whose file has errors answers 500 with them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITH_COMPILE_CACHE } from '../../scripts/build/plan.ts';
import { copyProject } from '../fixtures/project-copy.ts';
import { stopTree } from '../stop-servers.ts';

// The E2E port's range: E2E_PORT and +1 are the browser tests' servers, +2 is this one.
const PORT = Number(process.env.E2E_PORT ?? 4179) + 2;
const BASE = `http://127.0.0.1:${PORT}`;
const CITY = 'data/cities/golf-fl.yaml';

let project: ReturnType<typeof copyProject>;
let dev: ChildProcess;
let log = '';

beforeAll(async () => {
  project = copyProject('dev-server');
  // As from a terminal: without Vitest's variables (NODE_ENV=test, VITEST…), which Vite would act on.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'TEST'),
  );
  dev = spawn(process.execPath, [...WITH_COMPILE_CACHE, 'scripts/dev.ts'], {
    cwd: project.root,
    env: { ...env, PORT: String(PORT), HOST: '127.0.0.1' },
    detached: true,
  });
  dev.stdout!.on('data', (d) => (log += d));
  dev.stderr!.on('data', (d) => (log += d));
  // Ours, not another server on the port: the URL is printed once it listens.
  await until(async () => log.includes(`${BASE}/`) && (await page('/service-areas/golf-fl')).status === 200, 180_000);
}, 200_000);

afterAll(async () => {
  await stopTree(dev);
  project?.cleanup();
});

async function until(check: () => Promise<boolean>, timeout = 60_000) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out; dev server log:\n${log.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Saves as vim does: the new text into another file of the folder, renamed over the original. */
function renameSave(file: string, change: (text: string) => string) {
  const abs = path.join(project.root, file);
  const temp = path.join(path.dirname(abs), `.${path.basename(abs)}.swp`);
  fs.writeFileSync(temp, change(fs.readFileSync(abs, 'utf8')));
  fs.renameSync(temp, abs);
}

const page = async (url: string) => {
  const res = await fetch(`${BASE}${url}`, { signal: AbortSignal.timeout(90_000) });
  return { status: res.status, text: await res.text() };
};

describe('npm run dev', { timeout: 120_000 }, () => {
  it('listens on PORT and HOST', () => {
    expect(log).toContain(`Dev server at http://127.0.0.1:${PORT}/`);
  });

  it('serves each rename-save, not only the first', async () => {
    for (const name of ['Golf Village', 'Golf Town']) {
      renameSave(CITY, (t) => t.replace(/^cityName: .*$/m, `cityName: ${name}`));
      await until(async () => (await page('/service-areas/golf-fl')).text.includes(`Handyman Services in ${name}, FL`));
    }
  });

  it('answers a city with errors with 500 and each error as file:line:col, then the fixed page', async () => {
    renameSave(CITY, (t) => t.replace(/^county: .*$/m, 'county: nowhere'));
    await until(async () => (await page('/service-areas/golf-fl')).status === 500);
    const { text } = await page('/service-areas/golf-fl');
    expect(text).toMatch(/data\/cities\/golf-fl\.yaml:\d+:9 county is &quot;nowhere&quot;, which is not allowed/);
    renameSave(CITY, (t) => t.replace(/^county: .*$/m, 'county: palm-beach'));
    await until(async () => (await page('/service-areas/golf-fl')).status === 200);
  });

  it('sees a new file in a new folder (an error: sub-folders are not read)', async () => {
    fs.mkdirSync(path.join(project.root, 'data/cities/old'));
    fs.writeFileSync(path.join(project.root, 'data/cities/old/x.yaml'), 'cityName: X\n');
    await until(async () => log.includes('data/cities/old/x.yaml is not read by the site'));
    fs.rmSync(path.join(project.root, 'data/cities/old'), { recursive: true });
    await until(async () => log.split('[codegen]').at(-1)!.includes('data files valid'));
  });
});
