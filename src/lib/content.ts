/**
 * The one door from pages to the data: pages and components import from here, never from generated/ directly,
 * so the shape of generated/ can change in one place. The cities are not here: their pages read their own files
 * (src/lib/city-pages.ts), so that no bundle changes when a city does.
 */
export * from '../../generated/content.ts';
export { fixedRoutes } from '../../generated/fixed-routes.ts';
export { islandHoldUrl } from '../../generated/island-hold.ts';
export { structuredData } from '../../generated/structured-data.ts';
export type * from '../../generated/types.ts';
export { readCityDirectory, readCityRoute } from './city-pages.ts';
