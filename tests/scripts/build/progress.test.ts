import { describe, expect, it } from 'vitest';
import { bar, progress, progressLine, tenth } from '../../../scripts/build/progress.ts';

/** A progress output that records what it was given, on a clock the test moves. */
function recorder(tty: boolean) {
  const written: string[] = [];
  let clock = 0;
  return {
    written,
    tick: (ms: number) => (clock += ms),
    out: { tty, write: (t: string) => written.push(t), now: () => clock },
  };
}

describe('progress', () => {
  it('draws a bar of a fixed width for the share done', () => {
    expect(bar(0, 10, 10)).toBe('[----------]');
    expect(bar(5, 10, 10)).toBe('[#####-----]');
    expect(bar(10, 10, 10)).toBe('[##########]');
    expect(bar(0, 0, 4)).toBe('[####]');
  });

  it('counts tenths reached, rounding down', () => {
    expect([0, 9, 10, 99, 100].map((d) => tenth(d, 100))).toEqual([0, 0, 1, 9, 10]);
  });

  it('writes counts with thousands separators and the time so far', () => {
    expect(progressLine('Rendering pages', 1234, 20000, 3.14, false)).toBe('Rendering pages: 1,234/20,000 (6%) 3.1 s');
    expect(progressLine('Rendering pages', 10, 20, 1, true)).toMatch(
      /^Rendering pages \[#+-+\] 10\/20 \(50%\) 1\.0 s$/,
    );
  });

  it('prints one line per tenth in a log, however many updates there are', () => {
    const r = recorder(false);
    const p = progress('Rendering pages', 20_000, r.out);
    for (let done = 25; done <= 20_000; done += 25) p.update(done);
    p.end();
    expect(r.written).toHaveLength(10);
    expect(r.written.at(0)).toMatch(/^Rendering pages: 2,000\/20,000 \(10%\)/);
    expect(r.written.at(-1)).toMatch(/^Rendering pages: 20,000\/20,000 \(100%\)/);
    expect(r.written.every((l) => l.endsWith('\n') && !l.includes('\r'))).toBe(true);
  });

  it('in a terminal, redraws one line at most every 100 ms and ends it once done', () => {
    const r = recorder(true);
    const p = progress('Processing images', 50, r.out);
    for (let done = 1; done <= 50; done++) {
      r.tick(10);
      p.update(done);
    }
    expect(r.written.length).toBeGreaterThan(3);
    expect(r.written.length).toBeLessThan(10);
    expect(r.written.every((l) => l.startsWith('\r'))).toBe(true);
    expect(r.written.filter((l) => l.endsWith('\n'))).toHaveLength(1);
    expect(r.written.at(-1)).toMatch(/50\/50 \(100%\).*\n$/);
  });

  it('prints other news above the bar and draws the bar again below it', () => {
    const r = recorder(true);
    const p = progress('Processing images', 4, r.out);
    p.update(1);
    p.log('Bundled client: 77 files');
    expect(r.written.at(-2)).toBe('\rBundled client: 77 files\x1b[K\n');
    expect(r.written.at(-1)).toMatch(/^\rProcessing images \[.*\] 1\/4/);
  });

  it('ends where the count stopped when the work stops short of its total', () => {
    const r = recorder(false);
    const p = progress('Processing images', 100, r.out);
    p.update(30);
    p.update(35);
    p.end();
    expect(r.written).toHaveLength(2);
    expect(r.written.at(-1)).toMatch(/^Processing images: 35\/100 \(35%\)/);
    p.end();
    p.update(100);
    expect(r.written).toHaveLength(2);
  });
});
