/**
 * Node's module resolution kept from one run of a command to the next (scripts/compile-cache.mjs loads this). Where
 * each `import` and `require` of a process leads is found again by every process: Node reads package.json files, looks
 * up node_modules folders and resolves real paths, about 0.2 ms a specifier. A render process resolves about 750 of
 * them (the server bundle, Vike's runtime, React), 0.1 to 0.15 s of its start; read from here they cost a lookup.
 *
 * An answer is reused only while what decided it stands: the same Node, the same package.json and installed packages
 * (npm rewrites node_modules/.package-lock.json on every install), and a file that still exists; anything else asks
 * Node, whose answer is then kept. A project whose node_modules is linked from another (the tests' copies) keeps none:
 * its answers would pile up in the other's cache.
 */
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const modules = path.join(root, 'node_modules');

/** What the answers depend on beyond the files they name. */
function fingerprint() {
  const stamp = (file) => {
    const s = fs.statSync(file, { throwIfNoEntry: false });
    return s ? `${s.size}:${s.mtimeMs}` : '-';
  };
  return [
    process.version,
    stamp(path.join(root, 'package.json')),
    stamp(path.join(modules, '.package-lock.json')),
  ].join('|');
}

/** Whether the file an address names is there (an address that is not a file's counts as there). */
const exists = (url) => !url?.startsWith('file:') || fs.existsSync(fileURLToPath(url));

/**
 * Whether a file's format (ES module or CommonJS) is settled by what the fingerprint covers: an installed package's
 * file, or one whose extension says it. Any other file's is left to Node, since the nearest package.json decides it.
 */
const settled = (url) => url.includes('/node_modules/') || /\.(mjs|cjs|mts|cts|json)$/.test(url);

function readCache(file, print) {
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (kept.fingerprint === print) return kept.answers;
  } catch {
    // None yet, or half-read: every answer is asked of Node.
  }
  return {};
}

const owned = fs.lstatSync(modules, { throwIfNoEntry: false })?.isDirectory();
if (owned) {
  const file = path.join(modules, '.cache', 'node-resolve.json');
  const print = fingerprint();
  const answers = readCache(file, print);
  const found = {};
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      // Node's own modules are found without a look at the disk.
      if (specifier.startsWith('node:')) return nextResolve(specifier, context);
      const key = `${context.parentURL}\n${specifier}\n${context.conditions}`;
      const kept = answers[key];
      if (kept && exists(kept[0])) return { url: kept[0], format: kept[1] ?? undefined, shortCircuit: true };
      const answer = nextResolve(specifier, context);
      answers[key] = found[key] = [answer.url, settled(answer.url) ? answer.format : undefined];
      return answer;
    },
  });
  // Written as the process ends when it asked Node anything, merged with what other processes wrote meanwhile, without
  // the answers whose files are gone (a new bundle's chunks replace the last one's), and renamed into place so that no
  // reader sees half a file. A process ended by a signal keeps nothing new: its answers are asked again next time.
  process.on('exit', () => {
    if (!Object.keys(found).length) return;
    const merged = {};
    for (const [key, answer] of Object.entries({ ...readCache(file, print), ...found }))
      if (exists(key.slice(0, key.indexOf('\n'))) && exists(answer[0])) merged[key] = answer;
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}`;
      fs.writeFileSync(temp, JSON.stringify({ fingerprint: print, answers: merged }));
      fs.renameSync(temp, file);
    } catch {
      // A node_modules this process may not write to: nothing is kept.
    }
  });
}
