/**
 * The small map of a city among the other cities of its county, drawn from their coordinates (data/cities/, `geo`):
 * no map tiles. The county is suggested by the hull of its cities' points, which the page draws with a thick rounded
 * stroke so it reads as an area; north is up and a degree of longitude is shortened by the cosine of the latitude.
 */
export interface Geo {
  latitude: number;
  longitude: number;
}
type Point = { x: number; y: number };

/** The convex hull of the points, counter-clockwise on screen (Andrew's monotone chain); fewer than three give none. */
export function hull(points: Point[]): Point[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (p.length < 3) return [];
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const q of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], q) <= 0) out.pop();
      out.push(q);
    }
    return out.slice(0, -1);
  };
  const h = [...half(p), ...half([...p].reverse())];
  return h.length >= 3 ? h : [];
}

/** The map's shapes in a `width` × `height` box with `pad` pixels kept clear at each edge: the area, the other cities, the city. */
export function countyMap(city: Geo, others: Geo[], width = 320, height = 130, pad = 20) {
  const all = [city, ...others];
  const cos = Math.cos((city.latitude * Math.PI) / 180);
  const xs = all.map((g) => g.longitude * cos);
  const ys = all.map((g) => -g.latitude);
  // At least a tenth of a degree each way, so a county of one city is not drawn at street scale.
  const span = (v: number[]) => Math.max(Math.max(...v) - Math.min(...v), 0.1);
  const scale = Math.min((width - 2 * pad) / span(xs), (height - 2 * pad) / span(ys));
  const mid = (v: number[]) => (Math.max(...v) + Math.min(...v)) / 2;
  const at = (g: Geo): Point => ({
    x: Math.round((width / 2 + (g.longitude * cos - mid(xs)) * scale) * 10) / 10,
    y: Math.round((height / 2 + (-g.latitude - mid(ys)) * scale) * 10) / 10,
  });
  const area = hull(all.map(at));
  return {
    width,
    height,
    area: area.length ? `M${area.map((q) => `${q.x} ${q.y}`).join('L')}Z` : undefined,
    others: others.map(at),
    city: at(city),
  };
}
