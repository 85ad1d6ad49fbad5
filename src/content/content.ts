// The door to generated/ (biome.jsonc forbids importing it anywhere else): the bundled content in English, the
// pages whose data is bundled and their JSON-LD. Pages read them through src/lib/content.ts.
export * from '../../generated/content.ts';
export { fixedRoutes } from '../../generated/fixed-routes.ts';
export { structuredData } from '../../generated/structured-data.ts';
