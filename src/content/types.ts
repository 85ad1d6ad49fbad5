// The door to generated/ (biome.jsonc forbids importing it anywhere else): the types codegen derives from schemas/.
export type * from '../../generated/types.ts';
