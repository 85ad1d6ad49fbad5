// The door to generated/ (biome.jsonc forbids importing it anywhere else): every image the data names, read only by
// src/lib/page/images.ts so that no page ships the whole list.
export { pictures } from '../../generated/images.ts';
