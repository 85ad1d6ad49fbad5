import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH, project } from '../../src/lib/florida-map.ts';

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
});
