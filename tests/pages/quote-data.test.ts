import { describe, expect, it } from 'vitest';
import { readCityDirectory } from '../../src/lib/routing/city-pages.ts';
import { data } from '../../src/pages/quote/@from/+data.ts';

describe("a city's quote page's data", () => {
  it('shares what every quote page of its language shows instead of making it again for each of thousands', () => {
    const [a, b] = readCityDirectory()
      .cities.slice(0, 2)
      .map((c) => data({ urlOriginal: `/quote/${c.citySlug}` } as never));
    expect(a.form.address).not.toBe(b.form.address);
    expect(a.form.page).not.toBe(b.form.page);
    for (const part of ['words', 'services', 'jobs', 'constraints', 'window'] as const)
      expect(a.form[part]).toBe(b.form[part]);
    expect(a.popular).toBe(b.popular);
    // The heading is the city's, first as before.
    expect(Object.keys(a.quote)[0]).toBe('heading');
    expect(a.quote.heading).not.toBe(b.quote.heading);
    expect(a.quote.badges).toBe(b.quote.badges);
  });
});
