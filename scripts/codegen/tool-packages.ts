/**
 * Packages that only one rarely-run part of the project needs live in packages of their own under tools/, each with
 * its own package.json and package-lock.json, so `npm install` for running, testing and building the site stays
 * small. They are not npm workspaces on purpose: npm installs every workspace with the root.
 *
 *   tools/cms            the web editor's bundle and fonts, copied into /admin/ by codegen
 *   tools/bench          Lighthouse and chrome-launcher, for `npm run bench`
 *   tools/bench/peers    Eleventy and Astro, for the reference projects of `npm run bench -- --peers`
 *
 * The code that needs one calls `ensureTool`, which installs it from its lockfile (`npm ci --prefix tools/<name>`)
 * when it is missing or no longer matches the lockfile or its patches, then resolves packages from
 * tools/<name>/node_modules. A tool's `patches/` are applied by its own postinstall (patch-package).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const TOOLS_ROOT = path.resolve(import.meta.dirname, '../../tools');

export const TOOLS = {
  cms: { why: 'the web editor served at /admin/', seconds: 5 },
  bench: { why: 'Lighthouse, for `npm run bench`', seconds: 20 },
  'bench/peers': { why: 'Eleventy and Astro, for `npm run bench -- --peers`', seconds: 25 },
} as const;
export type ToolName = keyof typeof TOOLS;

/** A tool package that could not be installed: its message says what to run; a stack trace would add nothing. */
export class ToolInstallError extends Error {}

interface Lockfile {
  packages: Record<string, { version?: string; optional?: boolean; extraneous?: boolean }>;
}

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

/** The patches an install applied, by file, with the SHA-256 of each (written into node_modules by install()). */
const PATCHES_STAMP = 'node_modules/.patches.json';

function patchHashes(dir: string): Record<string, string> {
  const patches = path.join(dir, 'patches');
  if (!fs.existsSync(patches)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(patches)
      .sort()
      .map((f) => [
        f,
        createHash('sha256')
          .update(fs.readFileSync(path.join(patches, f)))
          .digest('hex'),
      ]),
  );
}

/**
 * What is wrong with tools/<name>/node_modules compared with the tool's lockfile, or null when it matches. npm writes
 * node_modules/.package-lock.json after each install: a package missing from it, or at another version, means the
 * lockfile changed since (a pull, a version bump) and the folder must be installed again.
 */
export function installProblem(dir: string): string | null {
  const wanted = readJson<Lockfile>(path.join(dir, 'package-lock.json'));
  if (!wanted)
    throw new Error(
      `${path.join(dir, 'package-lock.json')} is missing or unreadable: restore it from git (git checkout -- ${path.relative(process.cwd(), dir)}).`,
    );
  const installedFile = path.join(dir, 'node_modules/.package-lock.json');
  const installed = readJson<Lockfile>(installedFile);
  if (!installed) return 'not installed';
  // A patch changed since the install (a pull): patch-package applies patches/ only when installing. Compared by
  // content, not date: a copy of the project (the benchmark's) dates every file anew.
  const applied = readJson<Record<string, string>>(path.join(dir, PATCHES_STAMP)) ?? {};
  const current = patchHashes(dir);
  const changed = Object.keys(current).find((f) => applied[f] !== current[f]);
  if (changed) return `patches/${changed} changed since the install`;
  const removed = Object.keys(applied).find((f) => !(f in current));
  if (removed) return `patches/${removed} was removed since the install`;
  for (const [where, entry] of Object.entries(wanted.packages)) {
    // npm ci installs neither optional packages it cannot use nor extraneous ones (an optional peer nothing asks for).
    if (!where || entry.optional || entry.extraneous) continue;
    const have = installed.packages[where]?.version;
    if (have !== entry.version)
      return `${where.replace(/^.*node_modules\//, '')} is ${have ?? 'missing'}, the lockfile wants ${entry.version}`;
  }
  return null;
}

/** The command that runs npm: the one running this script when started by npm, else npm from the PATH. */
function npmCommand(args: string[]): { command: string; args: string[]; shell: boolean } {
  const execpath = process.env.npm_execpath;
  if (execpath && /npm-cli\.js$/.test(execpath))
    return { command: process.execPath, args: [execpath, ...args], shell: false };
  return { command: 'npm', args, shell: process.platform === 'win32' };
}

/**
 * Installs tools/<name> into a private folder first, then moves its node_modules into place in one rename: two
 * processes installing at once (parallel test workers, a dev server and a build) never see a half-written folder.
 */
function install(name: ToolName, dir: string, reason: string, log: (line: string) => void): void {
  const rel = path.relative(process.cwd(), dir) || dir;
  const { why, seconds } = TOOLS[name];
  log(
    `${rel} (${why}) is kept apart from the site's packages and is ${reason}: installing it from its lockfile with \`npm ci --prefix ${rel}\` (about ${seconds} s, once)…`,
  );
  const started = performance.now();
  const staging = fs.mkdtempSync(path.join(dir, '.install-'));
  try {
    for (const file of ['package.json', 'package-lock.json'])
      fs.copyFileSync(path.join(dir, file), path.join(staging, file));
    // The tool's postinstall (patch-package) applies its patches to the staged copy.
    if (fs.existsSync(path.join(dir, 'patches')))
      fs.cpSync(path.join(dir, 'patches'), path.join(staging, 'patches'), { recursive: true });
    const npm = npmCommand(['ci', '--prefix', staging, '--no-audit', '--no-fund', '--loglevel=error']);
    // npm's output goes to stderr: the caller's stdout (codegen's report, the bench's Markdown) stays clean.
    const result = spawnSync(npm.command, npm.args, { stdio: ['ignore', 2, 2], shell: npm.shell });
    if (result.status !== 0) {
      const cause = result.error ? result.error.message : `npm ci exited with ${result.status ?? result.signal}`;
      throw new ToolInstallError(
        `Could not install ${rel} (${why}): ${cause}. Run \`npm ci --prefix ${rel}\` yourself (it needs the npm registry; its errors are above), then run this command again.`,
      );
    }
    fs.writeFileSync(path.join(staging, PATCHES_STAMP), JSON.stringify(patchHashes(dir)));
    const target = path.join(dir, 'node_modules');
    const old = path.join(staging, 'old');
    if (fs.existsSync(target)) {
      if (installProblem(dir) === null) return; // another process finished first
      fs.renameSync(target, old);
    }
    try {
      fs.renameSync(path.join(staging, 'node_modules'), target);
    } catch (error) {
      // Another process moved its copy in between: fine if it matches the lockfile.
      if (installProblem(dir) !== null) throw error;
    }
    log(`${rel}: installed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Makes sure tools/<name> is installed as its lockfile says (installing it when not) and returns a `require` that
 * resolves from it. Throws with the command to run when it cannot be installed.
 */
export function ensureTool(name: ToolName, { log = (line: string) => console.error(line) } = {}): NodeJS.Require {
  const dir = path.join(TOOLS_ROOT, name);
  const problem = installProblem(dir);
  if (problem) install(name, dir, problem === 'not installed' ? 'not installed yet' : `out of date (${problem})`, log);
  return createRequire(path.join(dir, 'package.json'));
}

/**
 * The folder of an installed package, found through the search paths of `from` (a require from ensureTool): some
 * packages export no package.json, so require.resolve cannot find it.
 */
export function packageDir(from: NodeJS.Require, name: string, base?: string): string {
  const paths = (base ? createRequire(path.join(base, 'package.json')) : from).resolve.paths(name) ?? [];
  const dir = paths.map((p) => path.join(p, name)).find((d) => fs.existsSync(path.join(d, 'package.json')));
  if (!dir)
    throw new Error(
      `${name} is not installed under ${paths[0] ?? 'tools/'}: delete that node_modules folder and run the command again to reinstall it.`,
    );
  return dir;
}
