/**
 * What a build reads, relative to the project root: the one list behind both `npm start`'s staleness check
 * (stale.ts: a change to any input rebuilds) and the incremental build's bundle fingerprint (state.ts: a change to
 * what the bundles are made from rebundles).
 */
export const BUILD_INPUTS = {
  /** Read by codegen; they reach the bundles through generated/, which the fingerprint reads instead. */
  codegen: ['data', 'schemas', 'public', 'scripts/codegen', 'scripts/codegen.ts', 'tools/cms/package-lock.json'],
  /** Read by `vike build` itself: the templates and styles, the configuration and the installed packages. */
  bundles: ['src', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'],
  /** The build's own code, which decides what the bundles and pages hold too. */
  build: ['scripts/build', 'scripts/build.ts'],
} as const;

/** Every input: a build older than any of them is stale. */
export const ALL_BUILD_INPUTS: readonly string[] = Object.values(BUILD_INPUTS).flat();
