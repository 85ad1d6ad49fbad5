/**
 * A small equirectangular projection of Florida for the technician page's coverage map: market dots are placed
 * from their latitude and longitude in data/pages/tech-recruitment.yaml, on a simplified state outline.
 */
const WEST = -87.7;
const NORTH = 31.1;
const SOUTH = 24.9;
const SCALE = 60;
const COS_LAT = Math.cos((28 * Math.PI) / 180);

export const MAP_WIDTH = Math.round((87.7 - 79.9) * COS_LAT * SCALE);
export const MAP_HEIGHT = Math.round((NORTH - SOUTH) * SCALE);

export function project(lat: number, lon: number): { x: number; y: number } {
  return { x: Math.round((lon - WEST) * COS_LAT * SCALE * 10) / 10, y: Math.round((NORTH - lat) * SCALE * 10) / 10 };
}

// Simplified coastline and state line, [lon, lat], clockwise from the Alabama line (Keys left out).
const OUTLINE: [number, number][] = [
  [-87.6, 31.0],
  [-85.0, 31.0],
  [-84.86, 30.71],
  [-83.5, 30.64],
  [-82.22, 30.57],
  [-82.04, 30.75],
  [-81.9, 30.82],
  [-81.45, 30.71],
  [-81.39, 30.29],
  [-81.29, 29.9],
  [-81.0, 29.2],
  [-80.6, 28.6],
  [-80.53, 28.45],
  [-80.6, 28.3],
  [-80.37, 27.64],
  [-80.07, 26.95],
  [-80.03, 26.7],
  [-80.1, 26.1],
  [-80.13, 25.77],
  [-80.3, 25.4],
  [-80.45, 25.2],
  [-80.9, 25.13],
  [-81.1, 25.15],
  [-81.25, 25.6],
  [-81.45, 25.85],
  [-81.82, 26.14],
  [-82.1, 26.45],
  [-82.25, 26.75],
  [-82.45, 27.1],
  [-82.6, 27.35],
  [-82.75, 27.6],
  [-82.83, 27.95],
  [-82.78, 28.17],
  [-82.7, 28.7],
  [-82.8, 29.0],
  [-83.05, 29.15],
  [-83.4, 29.65],
  [-83.7, 29.95],
  [-84.2, 30.08],
  [-84.45, 29.93],
  [-84.95, 29.65],
  [-85.35, 29.68],
  [-85.4, 29.92],
  [-85.7, 30.15],
  [-86.2, 30.37],
  [-86.5, 30.39],
  [-87.2, 30.33],
  [-87.52, 30.28],
];

export const FLORIDA_PATH = `M${OUTLINE.map(([lon, lat]) => {
  const p = project(lat, lon);
  return `${p.x} ${p.y}`;
}).join(' L')} Z`;
