/**
 * `npm test`: every part of the tests (scripts/test/parts.ts), the unit tests first, stopping at the first part that
 * fails. A line after each part gives its time (`=== unit  12 s`, as .ci/run prints its stages), and the last lines
 * all of them, so the cost of each part can be read from any run. `npm test -- unit integration` runs those parts
 * only, in the same order.
 *
 * Usage: node scripts/test.ts [part...]
 */
import { spawnSync } from 'node:child_process';
import { TEST_PARTS } from './test/parts.ts';

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !TEST_PARTS.some((p) => p.name === name));
if (unknown.length) {
  console.error(`No part named ${unknown.join(', ')}: the parts are ${TEST_PARTS.map((p) => p.name).join(', ')}.`);
  process.exit(2);
}
const parts = asked.length ? TEST_PARTS.filter((p) => asked.includes(p.name)) : TEST_PARTS;

const line = (name: string, seconds: number) => `=== ${name.padEnd(28)} ${String(seconds).padStart(5)} s`;
const since = (start: number) => Math.round((performance.now() - start) / 1000);
const times: string[] = [];
const started = performance.now();
for (const part of parts) {
  const start = performance.now();
  for (const command of part.commands) {
    const run = spawnSync(command, { shell: true, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`${line(`${part.name} FAILED`, since(start))}: ${command}`);
      process.exit(run.status ?? 1);
    }
  }
  times.push(line(part.name, since(start)));
  console.log(times.at(-1));
}
console.log(['', ...times, line('npm test', since(started))].join('\n'));
