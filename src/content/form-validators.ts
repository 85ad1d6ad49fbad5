// The door to generated/ (biome.jsonc forbids importing it anywhere else): the forms' validators, compiled by codegen
// from schemas/forms/ so the hosts do not compile schemas at run time.
export { applications, newsletter, quote } from '../../generated/form-validators.js';
