// The door to generated/ (biome.jsonc forbids importing it anywhere else). A module of its own so that a page that
// hydrates ships only the site-wide facts to the browser (src/lib/page/site.ts).
export { site } from '../../generated/site.ts';
