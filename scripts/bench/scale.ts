import fs from 'node:fs';
import path from 'node:path';
import { buildSite, type BuildFigures } from './build.ts';
import { generateCities } from './city-generator.ts';
import { replaceGeneratedCities } from './workspace.ts';

/** The county slugs the city schema allows (schemas/defs.schema.json): generated cities are spread over all of them. */
export function countySlugs(root: string): string[] {
  const defs = JSON.parse(fs.readFileSync(path.join(root, 'schemas/defs.schema.json'), 'utf8')) as { $defs: { county: { anyOf: { const: string }[] } } };
  return defs.$defs.county.anyOf.map((c) => c.const);
}

/**
 * For each size, adds that many generated cities to the workspace's data (replacing the previous size's), then
 * validates and builds it, measured. Leaves the workspace's data as it found it.
 */
export async function scaleRuns(root: string, sizes: number[], log: (line: string) => void): Promise<BuildFigures[]> {
  const counties = countySlugs(root);
  const out: BuildFigures[] = [];
  try {
    for (const n of sizes) {
      log(`Building with ${n.toLocaleString('en-US')} generated cities…`);
      replaceGeneratedCities(root, generateCities(n, counties));
      out.push(await buildSite(root, `+ ${n.toLocaleString('en-US')} generated cities`, { validate: true }));
    }
  } finally {
    replaceGeneratedCities(root, []);
  }
  return out;
}
