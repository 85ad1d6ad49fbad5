import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../../scripts/codegen/cms-config.ts';
import type { CmsField } from '../../scripts/codegen/cms-fields.ts';
import { keyOrder, singular } from '../../scripts/codegen/cms-labels.ts';
import { collections } from '../../scripts/codegen/collections.ts';
import { beforeSave, today, yamlSchemaFormat } from '../../src/admin/cms.ts';
import { byName, cities, cityFiles, config, ROOT, schemas } from './cms-config.ts';

describe('web editor config generated from the schemas', () => {
  it('has a collection or file for every data collection', () => {
    const pages = config.collections.find((c) => c.name === 'pages') as { files: { file: string }[] };
    const covered = [
      ...config.collections.filter((c) => 'folder' in c).map((c) => (c as { folder: string }).folder),
      ...pages.files.map((f) => f.file.replace('.{{locale}}.yaml', '.yaml')),
    ];
    expect(covered.sort()).toEqual(collections.map((c) => c.path).sort());
  });

  it('carries every constraint of the city schema', () => {
    const city = schemas.resolve('city.schema.json', 'city.schema.json')!;
    const seen: string[] = [];
    // biome-ignore lint/suspicious/noExplicitAny: JSON Schema nodes, whose keywords each assertion reads.
    for (const [name, raw] of Object.entries<Record<string, any>>(city.properties)) {
      const prop = raw.$ref ? { ...schemas.resolve(raw.$ref, 'city.schema.json'), ...raw } : raw;
      const f = byName(cities.fields, name);
      expect(f, name).toBeDefined();
      // The fields the editor writes by itself (the slug from the name, the date of the save) take no input.
      if (name === 'citySlug' || name === 'lastUpdated') {
        expect(f.widget, name).toBe('hidden');
        seen.push(name);
        continue;
      }
      expect(f.required, name).toBe(city.required.includes(name));
      if (prop.description) expect(f.hint, name).toContain(prop.description);
      if (prop.minLength !== undefined) expect(f.minlength, name).toBe(prop.minLength);
      if (prop.maxLength !== undefined) expect(f.maxlength, name).toBe(prop.maxLength);
      if (prop.pattern) expect(f.pattern, name).toEqual([prop.pattern, expect.any(String)]);
      if (prop.minItems !== undefined) expect(f.min, name).toBe(prop.minItems);
      if (prop.maxItems !== undefined) expect(f.max, name).toBe(prop.maxItems);
      if (prop.uniqueItems) expect(f.hint, name).toMatch(/Each entry once\.$/);
      if (prop.default !== undefined) expect(f.default, name).toEqual(prop.default);
      if (prop.items) {
        const item = prop.items.$ref ? schemas.resolve(prop.items.$ref, 'city.schema.json')! : prop.items;
        const itemField = f.field as CmsField;
        if (item.pattern) expect(itemField.pattern, name).toEqual([item.pattern, expect.any(String)]);
        if (item.minLength !== undefined) expect(itemField.minlength, name).toBe(item.minLength);
      }
      if (prop.anyOf || prop.enum) expect((f.options as unknown[]).length, name).toBe((prop.anyOf ?? prop.enum).length);
      if (prop.type === 'boolean') expect(f.widget, name).toBe('boolean');
      seen.push(name);
    }
    expect(seen.sort()).toEqual(Object.keys(city.properties).sort());
  });

  it("signs in to GitHub through the site's own /api/auth when the site's address is known, by token otherwise", () => {
    const backend = cmsConfig(
      collections,
      schemas,
      {},
      { repository: 'o/r', branch: 'main', baseUrl: 'https://www.fixit.example/' },
    ).backend;
    expect(backend).toEqual({
      name: 'github',
      repo: 'o/r',
      branch: 'main',
      base_url: 'https://www.fixit.example',
      auth_endpoint: 'api/auth',
    });
    expect(config.backend).not.toHaveProperty('base_url');
  });
  it('derives the file name from the city name, so the slug is never typed', () => {
    expect(cities.slug).toBe('{{fields.cityName}}-fl');
    expect(cities.summary).toBe('{{fields.cityName}}');
    expect(config.slug).toMatchObject({ encoding: 'ascii', clean_accents: true });
  });

  it('offers the counties as a select labelled with their names', () => {
    const county = byName(cities.fields, 'county') as CmsField & { options: { label: string; value: string }[] };
    expect(county.widget).toBe('select');
    expect(county.options).toContainEqual({ label: 'Palm Beach County', value: 'palm-beach' });
  });

  it('labels plain enums readably and list items by a field, not "Item"', () => {
    const services = config.collections.find((c) => c.name === 'services') as { fields: CmsField[] };
    const icon = byName(services.fields, 'icon') as CmsField & { options: { label: string; value: string }[] };
    expect(icon.options).toContainEqual({ label: 'Paint roller', value: 'paint-roller' });
    const lists = JSON.stringify(config).match(/"widget":"list"/g)!.length;
    expect(lists).toBeGreaterThan(0);
    expect(JSON.stringify(config)).not.toMatch(/"label":"Item"/);
    expect(byName(cities.fields, 'zipCodes')).toMatchObject({
      label_singular: 'Zip code',
      field: { label: 'Zip code' },
    });
    expect(byName(cities.fields, 'aliases')).toMatchObject({ label_singular: 'Alias' });
    expect(['Categories', 'Boxes', 'Aliases', 'Photos'].map(singular)).toEqual(['Category', 'Box', 'Alias', 'Photo']);
  });

  it('orders fields as the data files write them', () => {
    const order = keyOrder(cityFiles);
    const names = cities.fields.map((f) => f.name).filter((n) => order.includes(n));
    expect(names).toEqual(order);
    expect(
      keyOrder([
        { a: 1, c: 1 },
        { a: 1, b: 1, c: 1 },
      ]),
    ).toEqual(['a', 'b', 'c']);
  });

  it('keeps each file naming its schema through an edit', () => {
    expect(byName(cities.fields, '$schema')).toMatchObject({
      widget: 'hidden',
      default: '../../schemas/city.schema.json',
    });
    const text = fs.readFileSync(path.join(ROOT, 'data/cities/boca-raton-fl.yaml'), 'utf8');
    const data = yamlSchemaFormat.fromFile(text);
    expect(data.$schema).toBe('../../schemas/city.schema.json');
    const written = yamlSchemaFormat.toFile({ ...data, cityName: 'Boca Raton' });
    expect(written.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/city.schema.json');
    expect(written).not.toMatch(/^\$schema:/m);
    expect(yamlSchemaFormat.fromFile(written)).toEqual(data);
  });

  it('writes the date of the save and the slug into the saved data, never a copied date', () => {
    const map = (o: Record<string, unknown>) => ({
      get: (k: string) => o[k],
      set: (k: string, v: unknown) => map({ ...o, [k]: v }),
      o,
    });
    const entry = map({
      collection: 'cities',
      slug: 'palm-city-fl',
      data: map({ cityName: 'Palm City', lastUpdated: '2025-09-08' }),
    });
    const saved = beforeSave(
      entry,
      { lastUpdated: ['cities'], derivedIds: { cities: 'citySlug' } },
      new Date(2026, 10, 23),
    ) as unknown as { o: object };
    expect(saved.o).toEqual({ cityName: 'Palm City', lastUpdated: '2026-11-23', citySlug: 'palm-city-fl' });
    expect(today(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('edits Markdown fields with the Markdown editor', () => {
    const blog = config.collections.find((c) => c.name === 'blogPosts') as { fields: CmsField[] };
    expect(byName(blog.fields, 'content').widget).toBe('markdown');
  });

  it("holds Markdown fields to the schema's length limits, as a pattern the Markdown editor checks", () => {
    const schema = schemas.resolve('blog-post.schema.json', 'blog-post.schema.json')!.properties.content as {
      minLength: number;
    };
    const blog = config.collections.find((c) => c.name === 'blogPosts') as { fields: CmsField[] };
    const [source, message] = byName(blog.fields, 'content').pattern as [string, string];
    const [, body, flags] = /^\/(.*)\/(\w*)$/.exec(source)!;
    const pattern = new RegExp(body, flags);
    expect(pattern.test('é'.repeat(schema.minLength))).toBe(true);
    expect(pattern.test('a\n'.repeat(schema.minLength / 2))).toBe(true);
    expect(pattern.test('é'.repeat(schema.minLength - 1))).toBe(false);
    expect(message).toContain(`at least ${schema.minLength.toLocaleString('en-US')}`);
  });
});
