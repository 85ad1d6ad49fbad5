// The door to generated/ (biome.jsonc forbids importing it anywhere else): the words of the templates and the form
// handler in each language.
export { messages } from '../../generated/messages.ts';
