/**
 * npm run dev: runs codegen, then Vike's dev server, and runs codegen again whenever a file under data/ or
 * schemas/ changes, printing validation errors (file:line:col) in the terminal. generated/ is only rewritten when
 * the data is valid, so the last good version stays on screen while an error is being fixed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { runCodegen } from './codegen/run.ts';

const root = process.cwd();

async function regenerate(reason: string) {
  const result = await runCodegen(root, { write: true });
  console.log(`[codegen] ${reason}`);
  for (const line of result.report) (result.ok ? console.log : console.error)(`[codegen] ${line}`);
}

await regenerate('initial run');
let timer: NodeJS.Timeout | undefined;
for (const dir of ['data', 'schemas']) {
  fs.watch(dir, { recursive: true }, (_event, file) => {
    clearTimeout(timer);
    timer = setTimeout(() => void regenerate(`${dir}/${file} changed`), 150);
  });
}
const vike = spawn('npx', ['vike', 'dev'], { stdio: 'inherit' });
vike.on('exit', (code) => process.exit(code ?? 0));
