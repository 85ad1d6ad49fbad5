/**
 * A small equirectangular projection of Florida for the technician page's coverage map: market dots are placed
 * from their latitude and longitude in data/pages/tech-recruitment.yaml, on a simplified state outline.
 */
const WEST = -87.7;
const NORTH = 31.1;
const SCALE = 60;
const COS_LAT = Math.cos((28 * Math.PI) / 180);

export const MAP_WIDTH = Math.round((87.7 - 79.9) * COS_LAT * SCALE);
export const MAP_HEIGHT = Math.round((31.1 - 24.4) * SCALE);

export function project(lat: number, lon: number): { x: number; y: number } {
  return { x: Math.round((lon - WEST) * COS_LAT * SCALE * 10) / 10, y: Math.round((NORTH - lat) * SCALE * 10) / 10 };
}

// Simplified coastline and state line, [lon, lat], clockwise from the Alabama line.
const OUTLINE: [number, number][] = [
  [-87.6, 31.0], [-85.0, 31.0], [-84.9, 30.7], [-82.2, 30.57], [-82.0, 30.8], [-81.45, 30.71], [-81.3, 29.9],
  [-81.0, 29.2], [-80.6, 28.4], [-80.45, 27.6], [-80.05, 26.7], [-80.1, 26.1], [-80.15, 25.7], [-80.4, 25.2],
  [-81.0, 25.1], [-81.2, 25.6], [-81.75, 26.1], [-82.0, 26.5], [-82.4, 27.0], [-82.7, 27.5], [-82.8, 27.9],
  [-82.65, 28.7], [-83.0, 29.1], [-83.6, 29.9], [-84.1, 30.1], [-84.9, 29.7], [-85.4, 29.7], [-85.7, 30.15],
  [-86.5, 30.4], [-87.3, 30.3], [-87.45, 30.3],
];

export const FLORIDA_PATH = `M${OUTLINE.map(([lon, lat]) => {
  const p = project(lat, lon);
  return `${p.x} ${p.y}`;
}).join(' L')} Z`;
