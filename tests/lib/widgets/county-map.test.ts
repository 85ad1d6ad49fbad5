import { describe, expect, it } from 'vitest';
import { countyMap, hull } from '../../../src/lib/widgets/county-map.ts';

describe('the map of a city within its county', () => {
  it('outlines the outer points only', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(hull([...square, { x: 5, y: 5 }])).toHaveLength(4);
    expect(hull(square.slice(0, 2))).toEqual([]);
  });
  it('keeps every city inside the box, north up and east right', () => {
    const boca = { latitude: 26.37, longitude: -80.13 };
    const jupiter = { latitude: 26.93, longitude: -80.09 };
    const belleGlade = { latitude: 26.68, longitude: -80.67 };
    const map = countyMap(boca, [jupiter, belleGlade], 320, 180, 20);
    for (const p of [map.city, ...map.others]) {
      expect(p.x).toBeGreaterThanOrEqual(20);
      expect(p.x).toBeLessThanOrEqual(300);
      expect(p.y).toBeGreaterThanOrEqual(20);
      expect(p.y).toBeLessThanOrEqual(160);
    }
    expect(map.others[0].y).toBeLessThan(map.city.y); // Jupiter is north of Boca Raton
    expect(map.others[1].x).toBeLessThan(map.city.x); // Belle Glade is west of it
    expect(map.area).toMatch(/^M[\d. L]+Z$/);
  });
  it('draws a county of one city as its point, without an area', () => {
    const map = countyMap({ latitude: 24.56, longitude: -81.78 }, []);
    expect(map.area).toBeUndefined();
    expect(map.city).toEqual({ x: map.width / 2, y: map.height / 2 });
  });
});
