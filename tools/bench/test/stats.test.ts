import { describe, expect, it } from 'vitest';
import { growth, median, percentile } from '../src/stats.ts';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([98, 100, 97])).toBe(98);
    expect(median([3])).toBe(3);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('is undefined without values, and leaves its input as it was', () => {
    expect(median([])).toBeUndefined();
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});

describe('percentile', () => {
  it('takes the nearest rank: p95 of 20 values is the 19th smallest, of 200 the 190th', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 50)).toBe(10);
    expect(
      percentile(
        Array.from({ length: 200 }, (_, i) => i + 1),
        95,
      ),
    ).toBe(190);
  });
  it('is the only value of one, undefined without values', () => {
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeUndefined();
  });
});

describe('growth', () => {
  it('finds linear growth: each added page costs the same', () => {
    const g = growth([
      { pages: 150, seconds: 10 },
      { pages: 1150, seconds: 30 },
      { pages: 5150, seconds: 110 },
    ]);
    expect(g.perPage).toEqual([0.02, 0.02]);
    expect(g.ratio).toBeCloseTo(1);
  });
  it('finds quadratic work: pages cost more as the site grows', () => {
    const g = growth([
      { pages: 5150, seconds: 10 + 5000 ** 2 / 1e6 },
      { pages: 150, seconds: 10 },
      { pages: 1150, seconds: 10 + 1000 ** 2 / 1e6 },
    ]);
    expect(g.ratio).toBeGreaterThan(5);
  });
  it('gives no ratio for fewer than three sizes', () => {
    expect(
      growth([
        { pages: 1, seconds: 1 },
        { pages: 2, seconds: 2 },
      ]).ratio,
    ).toBeUndefined();
  });
});
