import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CityWork } from '../../src/pages/service-areas/@city/CityWork.tsx';
import type { CityData } from '../../src/pages/service-areas/@city/types.ts';

// No testimonial in today's data has a name, initials or a date (none is invented), so the built site cannot show a
// signed one; this renders the three cases a city page's projects can be in.
const pic = { sources: {}, img: { src: '/x.jpg', w: 16, h: 10 } };
type Quote = NonNullable<CityData['work'][number]['quote']>;
const card = (words?: Partial<Quote>): CityData['work'][number] => ({
  id: 'walk-in-closet-system',
  title: 'Walk-in closet system',
  place: 'Boca Raton',
  month: { iso: '2025-04', text: 'April 2025' },
  alt: 'A closet',
  pic,
  quote: words && { text: '', by: undefined, said: undefined, ...words },
});
const render = (work: CityData['work']) =>
  renderToStaticMarkup(createElement(CityWork, { heading: 'Recent work', work }));

describe("a city page's projects", () => {
  it('signs the words with the first name or initials and dates them when the data says when', () => {
    const html = render([
      card({ text: 'Tidy work, on time.', by: 'M. R.', said: { iso: '2025-05-02', text: 'May 2, 2025' } }),
    ]);
    expect(html).toContain('“Tidy work, on time.”');
    expect(html).toMatch(/data-signed="true">— M. R., <time dateTime="2025-05-02">May 2, 2025<\/time><\/p>/i);
  });
  it('signs without a date when the data has a name but no date', () => {
    const html = render([card({ text: 'Tidy work, on time.', by: 'Maria' })]);
    expect(html).toMatch(/data-signed="true">— Maria<\/p>/);
  });
  it('leaves unsigned words unsigned, and a project without words without a quote, each still dated by its month', () => {
    const html = render([card({ text: 'Tidy work, on time.' }), card()]);
    expect(html).not.toContain('data-signed');
    expect(html.match(/<blockquote/g)).toHaveLength(1);
    expect(html.match(/<time dateTime="2025-04">April 2025<\/time>/gi)).toHaveLength(2);
  });
});
