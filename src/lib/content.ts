/**
 * The one door from pages to the data: pages and components import from here, never from generated/ directly,
 * so the shape of generated/ can change in one place.
 */
export * from '../../generated/content.ts';
export { routes } from '../../generated/routes.ts';
export { structuredData } from '../../generated/structured-data.ts';
export type * from '../../generated/types.ts';
