import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FLORIDA_PATH, MAP_HEIGHT, MAP_WIDTH, project } from '../../../src/lib/widgets/florida-map.ts';

const markets = parse(fs.readFileSync(new URL('../../../data/pages/tech-recruitment.yaml', import.meta.url), 'utf8'))
  .coverage.markets as { code: string; lat: number; lon: number }[];
const outline = FLORIDA_PATH.replace(/[MZ]/g, '')
  .split(' L')
  .map((s) => s.trim().split(' ').map(Number) as [number, number]);

/** Even-odd rule: is the point inside the outline polygon? */
function onLand(x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [xi, yi] = outline[i]!;
    const [xj, yj] = outline[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

describe('Florida map projection', () => {
  it('puts Pensacola in the north-west and Miami in the south-east, inside the map', () => {
    const pns = project(30.42, -87.22);
    const mia = project(25.76, -80.19);
    expect(pns.x).toBeLessThan(mia.x);
    expect(pns.y).toBeLessThan(mia.y);
    for (const p of [pns, mia]) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(MAP_WIDTH);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(MAP_HEIGHT);
    }
  });
  it('places every market of the data on the state, not in the sea', () => {
    // However many markets the data lists: an empty list would make the loop below pass without checking anything.
    expect(markets.length).toBeGreaterThan(0);
    for (const m of markets) expect(onLand(project(m.lat, m.lon).x, project(m.lat, m.lon).y), m.code).toBe(true);
  });
  it('leaves the Gulf and the Atlantic off the state', () => {
    expect(onLand(project(28, -84).x, project(28, -84).y)).toBe(false);
    expect(onLand(project(28, -79.95).x, project(28, -79.95).y)).toBe(false);
  });
});
