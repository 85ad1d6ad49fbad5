/**
 * Progress of the build's long steps (images, pages): in a terminal, one line redrawn as a bar; elsewhere (CI, a
 * log), a line each time another tenth is done, so a log shows steady progress without thousands of lines.
 */

const BAR_WIDTH = 24;
/** A terminal's bar is redrawn at most this often: drawing it for each of 20,000 pages would cost more than them. */
const REDRAW_MS = 100;

/** `[#######-----------------]`: the share done, in a fixed width. */
export function bar(done: number, total: number, width = BAR_WIDTH): string {
  const filled = total > 0 ? Math.min(width, Math.floor((done / total) * width)) : width;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
}

/** The tenth (0 to 10) that `done` of `total` has reached. */
export const tenth = (done: number, total: number) => (total > 0 ? Math.min(10, Math.floor((done / total) * 10)) : 10);

export function progressLine(label: string, done: number, total: number, seconds: number, withBar: boolean): string {
  const n = (v: number) => v.toLocaleString('en-US');
  const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
  return `${label}${withBar ? ` ${bar(done, total)}` : ':'} ${n(done)}/${n(total)} (${percent}%) ${seconds.toFixed(1)} s`;
}

export interface ProgressOutput {
  /** A terminal that can redraw a line (a TTY, not CI), or a log that only appends. */
  tty: boolean;
  write: (text: string) => void;
  now?: () => number;
}

/**
 * A reporter for `total` units of work labelled `label`: `update` with the count done so far (it only grows; the call
 * with done = total ends the line), `end` when the step is over however far the count got, `log` for other lines.
 */
export function progress(
  label: string,
  total: number,
  out: ProgressOutput = defaultOutput(),
): { update: (done: number) => void; end: () => void; log: (line: string) => void } {
  const now = out.now ?? (() => performance.now());
  const started = now();
  let shownTenth = -1;
  let drawnAt = Number.NEGATIVE_INFINITY;
  let latest = 0;
  let shown = -1;
  let finished = false;
  const show = (done: number, t: number, last: boolean) => {
    shown = done;
    if (out.tty)
      out.write(`\r${progressLine(label, done, total, (t - started) / 1000, true)}\x1b[K${last ? '\n' : ''}`);
    else out.write(`${progressLine(label, done, total, (t - started) / 1000, false)}\n`);
  };
  const update = (done: number) => {
    if (finished) return;
    latest = done;
    const last = done >= total;
    const t = now();
    if (out.tty) {
      if (!last && t - drawnAt < REDRAW_MS) return;
      drawnAt = t;
    } else {
      const reached = tenth(done, total);
      if (reached <= shownTenth && !last) return;
      // Nothing at 0% once work is under way: a line for each tenth reached.
      if (reached === 0 && done > 0) return;
      shownTenth = reached;
    }
    finished = last;
    show(done, t, last);
  };
  const end = () => {
    if (finished) return;
    finished = true;
    if (out.tty ? shown >= 0 || latest > 0 : latest !== shown) show(latest, now(), true);
  };
  /** A line of other news while the work goes on: in a terminal, above the bar, which is drawn again below it. */
  const log = (line: string) => {
    if (!out.tty || finished || shown < 0) return out.write(`${line}\n`);
    out.write(`\r${line}\x1b[K\n`);
    show(latest, now(), false);
  };
  return { update, end, log };
}

/** Bars only on an interactive terminal: CI runners set CI, and a redirected output is not a TTY. */
export const defaultOutput = (): ProgressOutput => ({
  tty: Boolean(process.stdout.isTTY) && !process.env.CI,
  write: (text) => process.stdout.write(text),
});
