// The door to generated/ (biome.jsonc forbids importing it anywhere else): the bundled content and site facts in
// Spanish, read by src/lib/i18n.ts.
export * as contentEs from '../../generated/content-es.ts';
export { site as siteEs } from '../../generated/site-es.ts';
