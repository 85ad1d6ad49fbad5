/**
 * Spanish files beside the English ones (docs/decisions/0040-spanish-site.md), as codegen reports them to a
 * marketer: each run breaks a copy of the real data/ (fixture-root.ts) and checks the sentence and where it points.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCodegen } from '../../scripts/codegen/run.ts';
import { type FixtureRoot, makeFixtureRoot } from './fixture-root.ts';

const ES = 'data/cities/hialeah-fl.es.yaml';
let f: FixtureRoot;
const check = () => runCodegen(f.root, { write: false });
const messages = async () => (await check()).errors.map((e) => `${e.file}:${e.line}:${e.col} ${e.message}`);

beforeAll(() => {
  f = makeFixtureRoot();
});
afterEach(() => f.restore());
afterAll(() => f.cleanup());

describe('Spanish files', () => {
  it('pass as shipped', async () => {
    const result = await check();
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('name the file and the key of an English text the Spanish file lacks', async () => {
    f.edit(ES, (t) => t.replace(/^intro:/m, 'introduccion:'));
    const found = await messages();
    expect(found).toContainEqual(
      expect.stringMatching(
        /^data\/cities\/hialeah-fl\.es\.yaml:2:1 introduccion is not in hialeah-fl\.yaml: a translation holds only keys of its English file/,
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /^data\/cities\/hialeah-fl\.es\.yaml:1:1 intro of hialeah-fl\.yaml is missing here: translate it, or set "untranslated: true"/,
      ),
    );
  });

  it('let a translation under way be saved, marked untranslated', async () => {
    f.edit(ES, (t) => t.replace(/^intro:[\s\S]*$/m, 'untranslated: true\n'));
    expect((await check()).errors).toEqual([]);
  });

  it('refuse a name that is the same in every language', async () => {
    f.edit(ES, (t) => `${t}cityName: Hialeíta\n`);
    expect(await messages()).toContainEqual(
      expect.stringMatching(
        /^data\/cities\/hialeah-fl\.es\.yaml:\d+:1 cityName is not translated \(it names or links something/,
      ),
    );
  });

  it('hold the Spanish text to the English limits (an intro too short for the schema)', async () => {
    f.edit(ES, (t) => t.replace(/^intro:[\s\S]*$/m, 'intro: Muy corta.\n'));
    expect(await messages()).toContainEqual(
      expect.stringMatching(/^data\/cities\/hialeah-fl\.es\.yaml:\d+:\d+ .*intro/),
    );
  });

  it('run the doorway check among the Spanish intros', async () => {
    const copied = (await import('node:fs'))
      .readFileSync(`${f.root}/data/cities/doral-fl.es.yaml`, 'utf8')
      .replace(/^#.*\n/, '');
    f.edit(ES, (t) => `${t.split('\n')[0]}\n${copied}`);
    expect(await messages()).toContainEqual(
      expect.stringMatching(
        /^data\/cities\/hialeah-fl\.es\.yaml:2:\d+ intro shares 100% of its 5-word phrases with the intro of data\/cities\/doral-fl\.es\.yaml/,
      ),
    );
  });

  it('say which English file a stray translation lacks', async () => {
    f.edit('data/cities/nowhere-fl.es.yaml', () => 'intro: Un pueblo que no existe.\n');
    expect(await messages()).toContainEqual(
      'data/cities/nowhere-fl.es.yaml:1:1 data/cities/nowhere-fl.es.yaml is not read by the site: it translates data/cities/nowhere-fl.yaml, which does not exist: a translation sits beside the file it translates, with its name. Rename it to match that file, or delete it.',
    );
  });
});
