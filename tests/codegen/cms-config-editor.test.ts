import { describe, expect, it } from 'vitest';
import type { CmsField } from '../../scripts/codegen/cms-fields.ts';
import { collections } from '../../scripts/codegen/collections.ts';
import { summaryTable } from '../../scripts/codegen/data-error.ts';
import { byName, cities, config, schemas } from './cms-config.ts';

// The editor's job summary, its two languages and its collections; the fields it derives from the schemas are in
// cms-config.test.ts.
describe('job summary', () => {
  it('lists every error in a table, with pipes and line breaks escaped', () => {
    const errors = Array.from({ length: 12 }, (_, i) => ({
      file: `data/cities/c${i}.yaml`,
      line: i + 1,
      col: 3,
      message: i === 0 ? 'a | b\nc' : `problem ${i}`,
    }));
    const table = summaryTable(errors).split('\n');
    expect(table[0]).toBe('### Data validation: 12 problems in 12 files');
    expect(table.filter((l) => l.startsWith('| `data/'))).toHaveLength(12);
    expect(table[4]).toBe('| `data/cities/c0.yaml` | 1 | 3 | a \\| b<br>c |');
  });
});

describe('the files the editor writes', () => {
  it('leaves out an optional field left empty (an empty group would fail its schema)', () => {
    expect(config.output).toEqual({ omit_empty_optional_fields: true });
  });
});

describe('the editor in two languages', () => {
  it('saves a translation beside its English file, as codegen reads it', () => {
    expect(config.i18n).toEqual({
      structure: 'multiple_files',
      locales: ['en', 'es'],
      default_locale: 'en',
      initial_locales: 'default',
      omit_default_locale_from_file_path: true,
    });
    // Each page's file in each language: about.yaml for English, about.es.yaml for Spanish.
    const pages = config.collections.find((c) => c.name === 'pages') as { files: { name: string; file: string }[] };
    expect(pages.files.find((f) => f.name === 'about')?.file).toBe('data/pages/about.{{locale}}.yaml');
    expect(config.collections.every((c) => (c as { i18n?: boolean }).i18n === true)).toBe(true);
  });

  it('offers the texts a visitor reads in each language, and names, links and choices in English only', () => {
    expect(byName(cities.fields, 'intro').i18n).toBe(true);
    for (const name of ['cityName', 'citySlug', 'county', 'zipCodes', 'aliases', 'neighborhoods', 'primaryService'])
      expect(byName(cities.fields, name).i18n, name).toBeUndefined();
    const pages = config.collections.find((c) => c.name === 'pages') as {
      files: { name: string; fields: CmsField[] }[];
    };
    const about = pages.files.find((f) => f.name === 'about')!.fields;
    expect(byName(about, 'heading').i18n).toBe(true);
    const values = byName(about, 'values');
    expect(values.i18n).toBe(true);
    expect(byName(values.fields as CmsField[], 'title').i18n).toBe(true);
    expect(byName(values.fields as CmsField[], 'icon').i18n).toBeUndefined();
  });
  it('offers the portfolio, its categories, each project, Our Goals and Custom Wall Units in Spanish', () => {
    const pages = config.collections.find((c) => c.name === 'pages') as {
      files: { name: string; file: string; fields: CmsField[] }[];
    };
    for (const name of ['portfolioPage', 'projectCategories', 'goals', 'customWallUnits']) {
      const page = pages.files.find((f) => f.name === name)!;
      expect(page.file, name).toMatch(/\.\{\{locale\}\}\.yaml$/);
      expect(
        page.fields.some((f) => f.i18n === true),
        name,
      ).toBe(true);
    }
    const projects = config.collections.find((c) => c.name === 'projects') as { i18n?: boolean; fields: CmsField[] };
    expect(projects.i18n).toBe(true);
    for (const name of ['title', 'description', 'images', 'services'])
      expect(byName(projects.fields, name).i18n, name).toBe(true);
    for (const name of ['id', 'category', 'location', 'completedDate'])
      expect(byName(projects.fields, name).i18n, name).toBeUndefined();
  });
});

describe('every collection in the editor', () => {
  it('has a field for each property of its schema, pages under schemas/pages/ included', () => {
    const pages = config.collections.find((c) => c.name === 'pages') as {
      files: { name: string; fields: CmsField[] }[];
    };
    for (const c of collections) {
      const fields = c.many
        ? (config.collections.find((x) => x.name === c.name) as { fields: CmsField[] }).fields
        : pages.files.find((f) => f.name === c.name)!.fields;
      const properties = Object.keys((schemas.schema(c.schema) as { properties: object }).properties);
      expect(properties.length, c.schema).toBeGreaterThan(0);
      expect(fields.map((f) => f.name).sort(), c.name).toEqual(['$schema', ...properties].sort());
    }
  });
});
