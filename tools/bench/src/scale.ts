import fs from 'node:fs';
import path from 'node:path';
import { type BuildFigures, buildSite } from './build.ts';
import { editedCity, type GeneratedCity, generateCities } from './city-generator.ts';
import { differences, publishedFiles } from './compare-dist.ts';
import { replaceGeneratedCities } from './workspace.ts';

/** The county slugs the city schema allows (schemas/defs.schema.json): generated cities are spread over all of them. */
export function countySlugs(root: string): string[] {
  const defs = JSON.parse(fs.readFileSync(path.join(root, 'schemas/defs.schema.json'), 'utf8')) as {
    $defs: { county: { anyOf: { const: string }[] } };
  };
  return defs.$defs.county.anyOf.map((c) => c.const);
}

/** A one-city rebuild, and how what it published compares with a full build of the same data. */
export interface OneCityRebuild extends BuildFigures {
  identical: { compared: number; differing: number; examples: string[] };
}

/** The size the one-city rebuild is measured at: the 5,000 cities, or the largest smaller size run. */
export const REBUILD_AT = 5000;

/**
 * For each size, adds that many generated cities to the workspace's data (replacing the previous size's), then
 * validates it and builds everything (`--full`), measured. After the size closest to REBUILD_AT from below, edits
 * one generated city, rebuilds incrementally, measured, and compares what that published with a full build's.
 * Leaves the workspace's data as it found it.
 */
export async function scaleRuns(
  root: string,
  sizes: number[],
  log: (line: string) => void,
): Promise<{ scale: BuildFigures[]; rebuild?: OneCityRebuild }> {
  const counties = countySlugs(root);
  const scale: BuildFigures[] = [];
  const rebuildAt = Math.max(0, ...sizes.filter((n) => n <= REBUILD_AT));
  let rebuild: OneCityRebuild | undefined;
  try {
    for (const n of sizes) {
      const count = n.toLocaleString('en-US');
      log(`Building with ${count} generated cities…`);
      const cities = generateCities(n, counties);
      replaceGeneratedCities(root, cities);
      scale.push(await buildSite(root, `+ ${count} generated cities`, { validate: true, full: true, generated: n }));
      if (n === rebuildAt && n > 0 && !rebuild) {
        log(`Rebuilding after editing one of the ${count} generated cities…`);
        rebuild = await oneCityRebuild(root, cities[0], n);
        log(
          `One-city rebuild: ${rebuild.build.seconds.toFixed(1)} s; ${rebuild.identical.differing} of ${rebuild.identical.compared} files differ from a full build's.`,
        );
      }
    }
  } finally {
    replaceGeneratedCities(root, []);
  }
  return { scale, ...(rebuild ? { rebuild } : {}) };
}

/**
 * Renames the city and adds a sentence to its intro, rebuilds incrementally (measured), then builds everything
 * again and compares the two outputs byte for byte: dist/client and dist/compressed.
 */
async function oneCityRebuild(root: string, city: GeneratedCity, generated: number): Promise<OneCityRebuild> {
  fs.writeFileSync(path.join(root, city.file), editedCity(city).text);
  const figures = await buildSite(root, `One-city rebuild at + ${generated.toLocaleString('en-US')} generated cities`, {
    generated,
  });
  const incremental = publishedFiles(root);
  await buildSite(root, 'Full build to compare with', { full: true, generated });
  const full = publishedFiles(root);
  const differing = differences(incremental, full);
  return {
    ...figures,
    identical: {
      compared: new Set([...incremental.keys(), ...full.keys()]).size,
      differing: differing.length,
      examples: differing.slice(0, 20),
    },
  };
}
