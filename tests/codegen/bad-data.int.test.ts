/**
 * What codegen tells a marketer about each kind of bad data: the exact sentence and the file:line:col it points at.
 * Each test breaks a copy of the real data/ (see fixture-root.ts) and runs `runCodegen(root, { write: false })`.
 * Most tests replace data/cities/golf-fl.yaml with the small city below, so that every position is easy to count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codegenFixture, golf } from './bad-data.ts';

const { f, check, checkCity } = codegenFixture();

describe('valid data', () => {
  it('passes as shipped, with a one-line report counting every data file', async () => {
    const yamlFiles = fs
      .readdirSync(path.join(f.root, 'data'), { recursive: true })
      .map(String)
      .filter((p) => p.endsWith('.yaml'));
    const r = await check();
    expect(r.errors).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.annotations).toEqual([]);
    expect(r.report).toHaveLength(1);
    expect(r.report[0]).toMatch(new RegExp(`^${yamlFiles.length} data files valid \\(\\d+ ms\\)\\.$`));
  });

  it('passes with the small test city in place of golf-fl.yaml (the base of the city tests below)', async () => {
    const r = await checkCity(golf());
    expect(r.errors).toEqual([]);
    expect(r.ok).toBe(true);
  });
});

describe('web editor settings', () => {
  it('a repository that is not owner/name', async () => {
    f.edit('data/site.yaml', (t) =>
      t.replace(
        'repository: florida-fix-it-pros/website',
        'repository: https://github.com/florida-fix-it-pros/website',
      ),
    );
    const r = await check();
    expect(r.errors.map((e) => e.message)).toEqual([
      'webEditor.repository is "https://github.com/florida-fix-it-pros/website", which is not in the expected form. Expected: The GitHub repository as owner/name (for example florida-fix-it-pros/website).',
    ]);
  });
});

describe('messages', () => {
  it('quote a value whole up to 120 characters, and longer ones by both ends around an ellipsis', async () => {
    const long = `${'a'.repeat(100)}-middle-${'z'.repeat(100)}`;
    const r = await checkCity(golf({ 5: `zipCodes: ["${long}"]` }));
    expect(r.errors[0].message).toMatch(
      new RegExp(
        `^zipCodes\\[0\\] is "a{72}…z{47}" \\(${long.length} characters\\), which is not in the expected form`,
      ),
    );
    const short = 'x'.repeat(110);
    expect((await checkCity(golf({ 5: `zipCodes: ["${short}"]` }))).errors[0].message).toContain(
      `"${short}" (`.slice(0, -2),
    );
  });

  it('templates may use Handlebars spacing ({{ city.cityName }}), and an unknown variable is named as written', async () => {
    const page = 'data/pages/city-page.yaml';
    const title = 'metaTitle: "{{city.primaryService}} in {{city.cityName}}, FL';
    f.edit(page, (t) => t.replace(title, title.replace('{{city.cityName}}', '{{ city.cityName }}')));
    expect((await check()).errors).toEqual([]);
    f.edit(page, (t) => t.replace('metaTitle: "{{city.primaryService}}', 'metaTitle: "{{ city.primaryServce }}'));
    const r = await check();
    expect(r.errors[0].message).toMatch(
      /^metaTitle uses the template variable "city\.primaryServce", which does not exist/,
    );
  });
});

describe('the fixture', () => {
  it('is back to the shipped data after the edits above', async () => {
    const r = await check();
    expect(r.errors).toEqual([]);
    expect(r.ok).toBe(true);
  });
});
