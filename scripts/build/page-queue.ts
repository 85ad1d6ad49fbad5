import path from 'node:path';
import type { PageJob } from './page-jobs.ts';

/**
 * The pages waiting for a render process, by the folder they are written into, in the order the folders came. Two
 * processes creating files in one folder take turns on its lock, and the one waiting spins on the CPU (2 to 4% of a
 * build's CPU at 5,000 cities, in the kernel): a process is given the next batch of a folder no other process is
 * writing into when there is one. A city's page and its quote page are in two folders.
 */
export function pageQueue<Writer>(batchSize: number) {
  const folders = new Map<string, PageJob[]>();
  /** The folder of each writer's batch in hand. */
  const writing = new Map<Writer, string>();
  return {
    add(jobs: readonly PageJob[]): void {
      for (const job of jobs) {
        const folder = path.dirname(job.file);
        const list = folders.get(folder);
        if (list) list.push(job);
        else folders.set(folder, [job]);
      }
    },
    /** The writer's next batch (it has written the last one), empty when none is left. */
    next(writer: Writer): PageJob[] {
      writing.delete(writer);
      const busy = new Set(writing.values());
      let folder: string | undefined;
      for (const f of folders.keys()) {
        folder ??= f;
        if (!busy.has(f)) {
          folder = f;
          break;
        }
      }
      if (folder === undefined) return [];
      const list = folders.get(folder)!;
      const batch = list.splice(0, batchSize);
      if (!list.length) folders.delete(folder);
      writing.set(writer, folder);
      return batch;
    },
  };
}
