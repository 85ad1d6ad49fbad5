import fs from 'node:fs';

/**
 * CPU seconds (user and system) of this process's children that have ended and been waited for, theirs included:
 * Linux's cutime and cstime (/proc/self/stat), in ticks of 1/100 s; undefined where there is no /proc. Read as a
 * part's process ends, its difference from the last reading is that part's CPU time, whatever ran beside it: on a
 * shared machine a part's wall time moves with the other load, its CPU time much less.
 */
export function endedChildrenCpu(): number | undefined {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // After the command's name (in brackets, which may hold spaces): the state is field 3, cutime and cstime 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[13]) + Number(fields[14]);
    return Number.isFinite(ticks) ? ticks / 100 : undefined;
  } catch {
    return undefined;
  }
}
