// The door to generated/ (biome.jsonc forbids importing it anywhere else): every page of the site, city pages
// included, for the form handler's counts, the static server and the tests (pages read src/lib/content.ts).
export { routes } from '../../generated/routes.ts';
