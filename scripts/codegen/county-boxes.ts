import type { DataError } from './data-error.ts';
import type { Loaded } from './load-collections.ts';
import { at } from './locate.ts';

/**
 * The box around each county that has a city in data/cities/ (south, west, north and east edges in degrees: the
 * counties' extents, rounded outwards by about a tenth of a degree). A city's `geo` outside its county's box is a typo
 * (a swapped or mistyped figure) that would put the city's dot on the map of another county. A county not listed here
 * is checked only against Florida's own box, by the schema.
 */
export const COUNTY_BOXES: Record<string, [south: number, west: number, north: number, east: number]> = {
  alachua: [29.31, -82.76, 30.05, -81.95],
  broward: [25.86, -80.98, 26.44, -79.93],
  collier: [25.7, -81.95, 26.62, -80.77],
  duval: [30.0, -82.15, 30.69, -81.29],
  escambia: [30.17, -87.73, 31.1, -86.8],
  hillsborough: [27.47, -82.75, 28.28, -81.95],
  lee: [26.21, -82.37, 26.89, -81.46],
  leon: [30.17, -84.82, 30.78, -83.97],
  'miami-dade': [25.03, -80.98, 26.08, -79.93],
  monroe: [24.3, -83.2, 26.0, -80.1],
  orange: [28.24, -81.76, 28.89, -80.76],
  osceola: [27.54, -81.76, 28.45, -80.76],
  'palm-beach': [26.22, -80.99, 27.07, -79.93],
  pinellas: [27.5, -82.96, 28.28, -82.44],
  sarasota: [26.84, -82.75, 27.49, -81.95],
  'st-johns': [29.52, -81.79, 30.36, -81.1],
  volusia: [28.51, -81.78, 29.53, -80.63],
};

/** Whether a point lies in the county's box; true for a county without one. */
export function insideCounty(county: string, geo: { latitude: number; longitude: number }): boolean {
  const box = COUNTY_BOXES[county];
  if (!box) return true;
  const [south, west, north, east] = box;
  return geo.latitude >= south && geo.latitude <= north && geo.longitude >= west && geo.longitude <= east;
}

/** Every city whose `geo` lies outside its county's box, as an error at its `geo`. */
export function geoErrors(cities: Loaded['records']): DataError[] {
  return cities.flatMap(({ src, data }) => {
    const geo = data.geo as { latitude: number; longitude: number } | undefined;
    const county = String(data.county);
    if (!geo || insideCounty(county, geo)) return [];
    const [south, west, north, east] = COUNTY_BOXES[county];
    return [
      at(
        src,
        ['geo'],
        `geo (${geo.latitude}, ${geo.longitude}) is outside the county "${county}" (latitude ${south} to ${north}, ` +
          `longitude ${west} to ${east}): check both figures and the county, or the city's map puts it in the wrong place.`,
      ),
    ];
  });
}
