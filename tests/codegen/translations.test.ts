import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../scripts/codegen/load.ts';
import { loadSchemas } from '../../scripts/codegen/schemas.ts';
import { translationErrors } from '../../scripts/codegen/translation-errors.ts';
import { englishFileOf, overlay, translatedPaths, translationFile } from '../../scripts/codegen/translations.ts';

const schemas = loadSchemas(process.cwd());
const load = (file: string, text = fs.readFileSync(file, 'utf8')) => parseSource(file, text).source!;
const about = load('data/pages/about.yaml');
const aboutPaths = translatedPaths(schemas, 'pages/about.schema.json', about.data);
const show = (p: (string | number)[]) => p.join('.');

/** A complete Spanish about page: every translated English string, marked so the test can tell them apart. */
function fullTranslation(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const at of aboutPaths) {
    let node: Record<string | number, unknown> = out;
    for (const [i, k] of at.entries()) {
      if (i === at.length - 1) node[k] = `ES ${show(at)}`;
      else {
        node[k] ??= typeof at[i + 1] === 'number' ? [] : {};
        node = node[k] as Record<string | number, unknown>;
      }
    }
  }
  return out;
}
const yaml = (v: unknown) => JSON.stringify(v, null, 1);

describe('translation files', () => {
  it('sit beside their English file, named with the language', () => {
    expect(translationFile('data/pages/about.yaml', 'es')).toBe('data/pages/about.es.yaml');
    expect(englishFileOf('data/services/painting.es.yaml')).toEqual({
      file: 'data/services/painting.yaml',
      locale: 'es',
    });
    expect(englishFileOf('data/services/painting.yaml')).toBeUndefined();
    expect(englishFileOf('data/pages/about.fr.yaml')).toBeUndefined();
  });

  it('translate what a visitor reads, not icons, links or images', () => {
    const paths = aboutPaths.map(show);
    expect(paths).toContain('metaTitle');
    expect(paths).toContain('values.0.title');
    expect(paths).toContain('cta.heading');
    expect(paths.some((p) => p.endsWith('.icon'))).toBe(false);
    const service = load('data/services/painting.yaml');
    const servicePaths = translatedPaths(schemas, 'service.schema.json', service.data).map(show);
    expect(servicePaths).toContain('title');
    expect(servicePaths).not.toContain('slug');
    expect(servicePaths).not.toContain('icon');
  });

  it('accept a complete translation, and lay it over the English data', () => {
    const es = load('data/pages/about.es.yaml', yaml({ slugEs: 'sobre-nosotros', ...fullTranslation() }));
    expect(translationErrors({ src: about, data: about.data }, es, aboutPaths)).toEqual([]);
    const page = overlay(about.data as Record<string, unknown>, es.data) as {
      cta: { heading: string };
      values: { icon: string; title: string }[];
    };
    expect(page.cta.heading).toBe('ES cta.heading');
    expect(page.values[0]).toEqual({
      ...(about.data as { values: object[] }).values[0],
      title: 'ES values.0.title',
      text: 'ES values.0.text',
    });
  });

  it('name the file and the key of each English string missing in Spanish', () => {
    const partial = fullTranslation();
    delete (partial.cta as Record<string, unknown>).heading;
    const es = load('data/pages/about.es.yaml', yaml(partial));
    const errors = translationErrors({ src: about, data: about.data }, es, aboutPaths);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'data/pages/about.es.yaml' });
    expect(errors[0].message).toMatch(
      /^cta\.heading of about\.yaml is missing here: translate it, or set "untranslated: true"/,
    );
  });

  it('let a translation under way be saved when it says so', () => {
    const es = load('data/pages/about.es.yaml', yaml({ untranslated: true, eyebrow: 'Quiénes somos' }));
    expect(translationErrors({ src: about, data: about.data }, es, aboutPaths)).toEqual([]);
  });

  it('point at keys English lacks, identifiers, and lists of another length', () => {
    const full = fullTranslation();
    const es = load(
      'data/pages/about.es.yaml',
      yaml({
        ...full,
        heroo: 'Hola',
        values: [...(full.values as object[]).slice(0, 4)],
        highlights: (full.highlights as object[]).map((h) => ({ ...h, icon: 'x' })),
      }),
    );
    const messages = translationErrors({ src: about, data: about.data }, es, aboutPaths).map((e) => e.message);
    expect(messages).toContainEqual(expect.stringMatching(/^heroo is not in about\.yaml/));
    expect(messages).toContainEqual(expect.stringMatching(/^values has 4 items where about\.yaml has 5/));
    expect(messages).toContainEqual(expect.stringMatching(/^highlights\[0\]\.icon is not in about\.yaml/));
  });

  it('refuse an identifier the English file gives for every language', () => {
    const full = fullTranslation();
    const es = load(
      'data/pages/about.es.yaml',
      yaml({ ...full, values: (full.values as object[]).map((v) => ({ ...v, icon: 'timer' })) }),
    );
    const messages = translationErrors({ src: about, data: about.data }, es, aboutPaths).map((e) => e.message);
    expect(messages).toContainEqual(
      expect.stringMatching(/^values\[0\]\.icon is not translated \(it names or links something/),
    );
  });

  it('take the Spanish address of a record of a list beside its slug (a portfolio category), and nowhere else', () => {
    const categories = load('data/project-categories.yaml');
    const paths = translatedPaths(schemas, 'project-categories.schema.json', categories.data);
    const english = (categories.data as { categories: { label: string }[] }).categories;
    const give = (extra: (i: number) => object) =>
      yaml({ slugEs: 'categoria', categories: english.map((c, i) => ({ label: `ES ${c.label}`, ...extra(i) })) });
    const check = (text: string) =>
      translationErrors(
        { src: categories, data: categories.data },
        load('data/project-categories.es.yaml', text),
        paths,
      ).map((e) => e.message);
    expect(check(give((i) => ({ slugEs: `categoria-${i}` })))).toEqual([]);
    expect(check(give((i) => (i ? {} : { slugEs: 'Gabinetes a la Medida' })))).toEqual([
      'categories[0].slugEs is "Gabinetes a la Medida": the page\'s address in its language is lower-case words without accents joined by hyphens (for example sobre-nosotros).',
    ]);
    // A list whose records have no slug of their own (the values of the about page) takes none.
    const full = fullTranslation();
    const es = load(
      'data/pages/about.es.yaml',
      yaml({ ...full, values: (full.values as object[]).map((v) => ({ ...v, slugEs: 'valor' })) }),
    );
    expect(translationErrors({ src: about, data: about.data }, es, aboutPaths).map((e) => e.message)).toContainEqual(
      expect.stringMatching(
        /^values\[0\]\.slugEs is not in about\.yaml: a translation holds only keys of its English file/,
      ),
    );
  });

  it('check the Spanish address of the page', () => {
    const es = load('data/pages/about.es.yaml', yaml({ slugEs: 'Sobre Nosotros', ...fullTranslation() }));
    expect(translationErrors({ src: about, data: about.data }, es, aboutPaths).map((e) => e.message)).toEqual([
      'slugEs is "Sobre Nosotros": the page\'s address in its language is lower-case words without accents joined by hyphens (for example sobre-nosotros).',
    ]);
  });
});
