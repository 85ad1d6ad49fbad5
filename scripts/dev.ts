/**
 * npm run dev: runs codegen, then Vike's dev server (Vite's, with the project's vite.config.ts), and runs codegen
 * again whenever a file under data/ or schemas/ is added, changed or deleted. Vite's own watcher (chokidar) sees
 * the saves of every editor, renames over the file (vim, IDEs) and new folders included.
 *
 * generated/ is only rewritten when the data is valid, so the last good pages stay while an error is being fixed;
 * meanwhile each error is printed as file:line:col, shown in the browser by Vite's error overlay, and a city whose
 * file has errors answers 500 with them instead of its old page or the fallback. PORT and HOST set the address.
 *
 * SIGTERM or SIGINT ends it within a second (scripts/serve/stop.ts), and so does its project folder being deleted
 * (a test's copy, a removed checkout), with a line saying so: its watchers would otherwise go on with paths that are
 * gone, using a core for as long as the process lives.
 */
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { type DataError, formatError } from './codegen/data-error.ts';
import { type CodegenResult, runCodegen } from './codegen/run.ts';
import { exitOnSignals } from './serve/stop.ts';

const root = process.cwd();
const WATCHED = ['data', 'schemas'].map((d) => path.join(root, d) + path.sep);

let last: CodegenResult = await regenerate('initial run');

async function regenerate(reason: string): Promise<CodegenResult> {
  const result = await runCodegen(root, { write: true });
  console.log(`[codegen] ${reason}`);
  for (const line of result.report) (result.ok ? console.log : console.error)(`[codegen] ${line}`);
  return result;
}

/** Vite's error payload: the overlay shows the message, the file and the line and column. */
function overlayPayload(errors: DataError[]) {
  const first = errors[0];
  return {
    type: 'error' as const,
    err: {
      message: `${errors.length} problem${errors.length === 1 ? '' : 's'} in the data; the pages keep the last valid version until ${errors.length === 1 ? 'it is' : 'they are'} fixed.\n\n${errors.map(formatError).join('\n')}`,
      stack: '',
      id: first.file,
      plugin: 'codegen',
      loc: { file: path.join(root, first.file), line: first.line, column: first.col },
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The page of a city whose file does not validate: status 500, its errors, and Vite's client to reload once fixed. */
function errorPage(res: ServerResponse, file: string, errors: DataError[]) {
  res.statusCode = 500;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Data error in ${escapeHtml(file)}</title>
<script type="module" src="/@vite/client"></script></head><body style="font-family:system-ui;margin:2rem">
<h1>${escapeHtml(file)} has ${errors.length} problem${errors.length === 1 ? '' : 's'}</h1>
<pre style="white-space:pre-wrap">${errors.map((e) => escapeHtml(formatError(e))).join('\n')}</pre>
<p>Fix the file and save it: this page reloads by itself.</p></body></html>`);
}

function codegenPlugin(): Plugin {
  let timer: NodeJS.Timeout | undefined;
  const changed = new Set<string>();
  return {
    name: 'codegen-on-data-change',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      // data/ and schemas/ are inside the root, so Vite's watcher already follows them; only the events matter.
      server.watcher.add(WATCHED);
      server.watcher.on('all', (event, file) => {
        if (!WATCHED.some((dir) => file.startsWith(dir))) return;
        changed.add(`${path.relative(root, file)} (${event})`);
        clearTimeout(timer);
        timer = setTimeout(async () => {
          const reason = [...changed].join(', ');
          changed.clear();
          last = await regenerate(reason);
          if (last.ok) server.ws.send({ type: 'full-reload', path: '*' });
          else server.ws.send(overlayPayload(last.errors));
        }, 150);
      });
      // A browser that connects (a reload, a new tab) while the data has errors sees them too.
      server.ws.on('connection', () => {
        if (!last.ok) setTimeout(() => server.ws.send(overlayPayload(last.errors)), 100);
      });
      server.middlewares.use((req, res, next) => {
        const city = /^\/service-areas\/([^/?#]+)/.exec(req.url ?? '')?.[1];
        const file = city && `data/cities/${city}.yaml`;
        const errors = file ? last.errors.filter((e) => e.file === file) : [];
        if (file && errors.length) errorPage(res, file, errors);
        else next();
      });
    },
  };
}

const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';
let server: ViteDevServer | undefined;
const { stop } = exitOnSignals(async () => server?.close());
server = await createServer({ root, plugins: [codegenPlugin()], server: { port, host, strictPort: true } });
await server.listen();
console.log(`Dev server at http://${host}:${port}/`);

const project = path.join(root, 'package.json');
setInterval(() => {
  if (!fs.existsSync(project)) stop(`[dev] The project folder ${root} is gone: the dev server stops.`);
}, 500).unref();
