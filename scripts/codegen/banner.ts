/** The first line of every file codegen writes: which script wrote it, and that it must not be edited. */
export const BANNER =
  '// Written by scripts/codegen.ts from data/ and schemas/. Do not edit: change the YAML and run `npm run codegen`.\n';
