import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { yamlSchemaFormat } from '../../src/admin/cms.ts';
import { cmsConfig, type CmsField } from '../../scripts/codegen/cms-config.ts';
import { collections } from '../../scripts/codegen/collections.ts';
import { loadSchemas } from '../../scripts/codegen/schemas.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const config = cmsConfig(collections, loadSchemas(ROOT));
const cities = config.collections.find((c) => c.name === 'cities') as { fields: CmsField[]; folder: string; slug: string };
const byName = (fields: CmsField[], name: string) => fields.find((f) => f.name === name)!;

describe('web editor config generated from the schemas', () => {
  it('has a collection or file for every data collection', () => {
    const pages = config.collections.find((c) => c.name === 'pages') as { files: { file: string }[] };
    const covered = [...config.collections.filter((c) => 'folder' in c).map((c) => (c as { folder: string }).folder), ...pages.files.map((f) => f.file)];
    expect(covered.sort()).toEqual(collections.map((c) => c.path).sort());
  });
  it('turns descriptions into hints, required lists into required fields, patterns into checks', () => {
    const slug = byName(cities.fields, 'citySlug');
    expect(slug).toMatchObject({ widget: 'string', required: true, hint: expect.stringContaining('kebab-case') });
    expect(slug.pattern).toEqual(['^[a-z0-9]+(-[a-z0-9]+)*-fl$', expect.any(String)]);
    expect(byName(cities.fields, 'aliases')).toMatchObject({ widget: 'list', required: false, default: [] });
    expect(byName(cities.fields, 'searchable')).toMatchObject({ widget: 'boolean' });
    expect(byName(cities.fields, 'intro')).toMatchObject({ widget: 'text' });
  });
  it('offers the counties as a select labelled with their names', () => {
    const county = byName(cities.fields, 'county') as CmsField & { options: { label: string; value: string }[] };
    expect(county.widget).toBe('select');
    expect(county.options).toContainEqual({ label: 'Palm Beach County', value: 'palm-beach' });
    expect(county.options).toHaveLength(67);
  });
  it('keeps each file naming its schema through an edit', () => {
    expect(byName(cities.fields, '$schema')).toMatchObject({ widget: 'hidden', default: '../../schemas/city.schema.json' });
    const text = fs.readFileSync(path.join(ROOT, 'data/cities/boca-raton-fl.yaml'), 'utf8');
    const data = yamlSchemaFormat.fromFile(text);
    expect(data.$schema).toBe('../../schemas/city.schema.json');
    const written = yamlSchemaFormat.toFile({ ...data, cityName: 'Boca Raton' });
    expect(written.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/city.schema.json');
    expect(written).not.toMatch(/^\$schema:/m);
    expect(yamlSchemaFormat.fromFile(written)).toEqual(data);
  });
  it('edits Markdown fields with the Markdown editor', () => {
    const blog = config.collections.find((c) => c.name === 'blogPosts') as { fields: CmsField[] };
    expect(byName(blog.fields, 'content').widget).toBe('markdown');
  });
});
