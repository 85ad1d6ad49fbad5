/**
 * Every island of the site by name: the component a `<Island name>` container is hydrated with, loaded on demand
 * (each import() becomes a chunk of its own, so a page only ever downloads the islands it has).
 */
export const islands = {
  'city-search': () => import('../pages/service-areas/CitySearch.tsx').then((m) => m.CitySearch),
  calculator: () => import('../pages/tech-recruitment/Calculator.tsx').then((m) => m.Calculator),
  application: () => import('../pages/tech-recruitment/ApplicationForm.tsx').then((m) => m.ApplicationForm),
  gallery: () => import('../pages/portfolio/@id/Gallery.tsx').then((m) => m.Gallery),
};

export type IslandName = keyof typeof islands;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]>>;
