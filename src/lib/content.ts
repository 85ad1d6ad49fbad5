/**
 * The pages' content: pages and components import from here, and this reads generated/ through its door
 * (src/content/), so the shape of generated/ can change in one place. The cities are not here: their pages read their
 * own files (src/lib/routing/city-pages.ts), so that no bundle changes when a city does.
 */
export { islandHoldUrl } from '../content/assets.ts';
export * from '../content/content.ts';
export type * from '../content/types.ts';
export { readCityDirectory, readCityRoute } from './routing/city-pages.ts';
