/** Shared by the web editor's config tests (cms-config*.test.ts): the config generated from the real schemas and data. */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { cmsConfig } from '../../scripts/codegen/cms-config.ts';
import type { CmsField } from '../../scripts/codegen/cms-fields.ts';
import { collections } from '../../scripts/codegen/collections.ts';
import { listYaml } from '../../scripts/codegen/load.ts';
import { loadSchemas } from '../../scripts/codegen/schemas.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const schemas = loadSchemas(ROOT);
export const cityFiles = listYaml(ROOT, 'data/cities').map(
  (f) => parse(fs.readFileSync(path.join(ROOT, f), 'utf8')) as Record<string, unknown>,
);
export const config = cmsConfig(collections, schemas, { cities: cityFiles });
export const cities = config.collections.find((c) => c.name === 'cities') as {
  fields: CmsField[];
  folder: string;
  slug: string;
  summary: string;
};
export const byName = (fields: CmsField[], name: string) => fields.find((f) => f.name === name)!;
