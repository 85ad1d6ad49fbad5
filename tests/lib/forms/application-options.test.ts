import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// One source, no drift: read straight from the files (no codegen), so a renamed option fails here first.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8');
const page = parse(read('data/pages/tech-recruitment.yaml'));
const application = JSON.parse(read('schemas/forms/application.schema.json'));
const pageSchema = JSON.parse(read('schemas/pages/tech-recruitment.schema.json'));

/** The schema's enum without the empty answer a plain form post sends for an unanswered drop-down. */
const enumOf = (name: string) => (application.properties[name].enum as string[]).filter((v) => v !== '');

describe('application options: data/pages/tech-recruitment.yaml = schemas/forms/application.schema.json', () => {
  it.each(['experience', 'availability', 'transportation', 'referralSource'])(
    '%s drop-down values, in order',
    (name) => {
      expect(page.form[name].map((o: { value: string }) => o.value)).toEqual(enumOf(name));
      // The page schema lists the allowed values too, so an editor's YAML language server suggests them.
      expect(pageSchema.properties.form.properties[name].items.properties.value.enum).toEqual(enumOf(name));
    },
  );
  it.each(['skillAreas', 'tools'])('%s check boxes, every one of the schema, in order', (name) => {
    expect(page.form[name]).toEqual(application.properties[name].items.enum);
    expect(page.form[name].length).toBeGreaterThan(0);
  });
  it('lets a plain form post leave every drop-down unanswered', () => {
    for (const name of ['experience', 'availability', 'transportation', 'referralSource'])
      expect(application.properties[name].enum).toContain('');
  });
});

describe('calculator and coverage data', () => {
  const c = page.calculator;
  it('starts the slider inside its range and every persona on it', () => {
    expect(c.minJobs).toBeLessThanOrEqual(c.defaultJobs);
    expect(c.defaultJobs).toBeLessThanOrEqual(c.maxJobs);
    for (const p of c.personas) {
      expect(p.jobsPerWeek).toBeGreaterThanOrEqual(c.minJobs);
      expect(p.jobsPerWeek).toBeLessThanOrEqual(c.maxJobs);
    }
  });
  it('says as many markets as it lists', () => {
    expect(page.coverage.marketsLabel).toMatch(new RegExp(`^${page.coverage.markets.length}\\b`));
  });
});
