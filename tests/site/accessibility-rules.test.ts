import { describe, expect, it } from 'vitest';
import { pageValidator } from './validator.ts';

// The checks of every built page that stand in for axe's per-page run (.htmlvalidate.mjs, ./accessibility-rules.ts):
// each must catch its fault in a page otherwise valid, and pass the page without it. No build needed.
const validator = pageValidator();

const page = (body: string, lang = 'en') =>
  `<!DOCTYPE html><html${lang ? ` lang="${lang}"` : ''}><head><meta charset="utf-8"><title>A page of the site</title></head><body>${body}</body></html>`;
const MAIN = '<main id="main"><h1>Title</h1><p>Text</p></main>';

async function rulesBroken(html: string): Promise<string[]> {
  const report = await validator.validateString(html, 'page.html');
  return [...new Set(report.results.flatMap((r) => r.messages.map((m) => m.ruleId)))].sort();
}

describe('the accessibility checks of a built page', () => {
  it('pass a page with a language, named images and summaries, ordered headings and one main', async () => {
    const good = `<main id="main"><h1>Title</h1><h2 id="faq">Questions</h2>
      <span role="img" aria-label="5 out of 5 stars">★★★★★</span>
      <svg role="img" aria-labelledby="map-title" viewBox="0 0 10 10"><title id="map-title">Boca Raton on the map</title></svg>
      <details><summary>Read more about Boca Raton<svg aria-hidden="true" viewBox="0 0 1 1"></svg></summary><p>More</p></details>
      <p lang="es">Hola</p><label for="zip">ZIP</label><input id="zip" name="zip" type="text" aria-describedby="faq"></main>`;
    expect(await rulesBroken(page(good))).toEqual([]);
  });

  it.each([
    ['no lang on <html>', page(MAIN, ''), 'site/lang'],
    ['a lang that is no language', page(MAIN, 'english'), 'site/lang'],
    ['a lang inside the page that is no language', page(`${MAIN}<p lang="xx">?</p>`), 'site/lang'],
    ['a rating without a name', page(`${MAIN}<span role="img">★★★★★</span>`), 'site/accessible-name'],
    [
      'a map labelled by an empty title',
      page(`${MAIN}<svg role="img" aria-labelledby="t" viewBox="0 0 1 1"><title id="t"> </title></svg>`),
      'site/accessible-name',
    ],
    [
      'a summary with only a hidden icon',
      page(`${MAIN}<details><summary><svg aria-hidden="true" viewBox="0 0 1 1"></svg></summary>x</details>`),
      'site/accessible-name',
    ],
    ['no main', page('<div><h1>Title</h1></div>'), 'site/main'],
    ['a heading level skipped', page('<main><h1>Title</h1><h3>Skipped</h3></main>'), 'heading-level'],
    ['a field without a label', page(`${MAIN}<input name="zip" type="text">`), 'input-missing-label'],
    ['a description that is not there', page(`${MAIN}<p aria-describedby="gone">x</p>`), 'no-missing-references'],
  ])('catch %s', async (_, html, rule) => {
    expect(await rulesBroken(html)).toContain(rule);
  });
});
