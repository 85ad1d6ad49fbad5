// The door to generated/ (biome.jsonc forbids importing it anywhere else): the bundled content and site facts of
// each translation, by language code, read by src/lib/i18n/i18n.ts.
export { translations } from '../../generated/translations.ts';
