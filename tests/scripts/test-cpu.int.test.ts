/**
 * npm test's CPU time of a part (scripts/test/cpu.ts): what a process that ended used, its own children's included,
 * is counted once it has been waited for.
 */
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { endedChildrenCpu } from '../../scripts/test/cpu.ts';

it.runIf(process.platform === 'linux')(
  "counts an ended process's CPU time and its child's, not its time asleep",
  () => {
    const before = endedChildrenCpu()!;
    // A child that sleeps 1.5 s, then starts a grandchild that uses half a second of CPU, however busy the machine.
    const busy = 'let x = 0; while (process.cpuUsage().user < 500_000) for (let i = 0; i < 1e6; i++) x += i;';
    const script = `setTimeout(() => require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(busy)}]), 1500);`;
    spawnSync(process.execPath, ['-e', script]);
    const used = endedChildrenCpu()! - before;
    expect(used).toBeGreaterThanOrEqual(0.5);
    // The two processes' starts add a tenth of a second or two; the child's sleep would add 1.5 s.
    expect(used).toBeLessThan(1.4);
  },
);
