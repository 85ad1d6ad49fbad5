// The door to generated/ (biome.jsonc forbids importing it anywhere else): the addresses and values codegen computes
// from the sources (bundled scripts, the theme colour), each a string a page writes into its HTML.
export { themeColor } from '../../generated/design-tokens.ts';
export { islandHoldUrl } from '../../generated/island-hold.ts';
export { NEWSLETTER_SCRIPT } from '../../generated/newsletter-script.ts';
export { WINDOW_PICKER_SCRIPT } from '../../generated/window-picker-script.ts';
