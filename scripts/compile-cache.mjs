/**
 * Node's compile cache for the package's TypeScript commands, turned on before their entry is read: package.json runs
 * `node --import ./scripts/compile-cache.mjs scripts/<command>.ts`. Node then takes the entry and every module after it
 * already stripped of its types and compiled (node_modules/.cache/node-compile, scripts/build/plan.ts COMPILE_CACHE),
 * and never loads its TypeScript stripper: 0.13 s of every command (the build, codegen, `npm run validate`). Plain
 * JavaScript, since a TypeScript file here would load the stripper itself. Processes the command starts inherit the
 * folder through NODE_COMPILE_CACHE. Where each module is found is kept alike (./resolve-cache.mjs).
 */
import module from 'node:module';
import path from 'node:path';
import './resolve-cache.mjs';

process.env.NODE_COMPILE_CACHE = path.resolve(process.env.NODE_COMPILE_CACHE ?? 'node_modules/.cache/node-compile');
module.enableCompileCache(process.env.NODE_COMPILE_CACHE);
