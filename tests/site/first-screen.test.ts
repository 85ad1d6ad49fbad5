/**
 * Every page that sells (Home, each city page, each service page, in both languages) carries the first-screen facts
 * in its hero, before any other section: the rating with its count and source from data/site.yaml, and the starting
 * price (the service's own, else the site's). Where they sit on a phone's screen is tests/e2e/first-screen.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { contentFor, siteFor } from '../../src/lib/i18n/i18n.ts';
import { dollars } from '../../src/lib/page/claims.ts';
import { fromPrice } from '../../src/lib/prices/price-guide.ts';
import { firstScreenPrice } from '../../src/lib/prices/starting-price.ts';
import { routes } from '../content.ts';
import { mainOf, read, text } from './html.ts';

const pages = routes.filter((r) => ['home', 'city', 'service'].includes(r.kind));

describe.each(pages.map((r) => [r.url, r] as const))('%s', (url, route) => {
  const main = mainOf(read(url));
  const hero = main.slice(0, main.indexOf('</section>'));
  const { services } = contentFor(route.locale);
  const service = route.kind === 'service' ? services.find((s) => s.slug === route.id) : undefined;
  const own = service && fromPrice(service);

  it('shows the rating with its count and source, and the starting price, in its hero', () => {
    const { rating, count, sourceName, sourceUrl } = siteFor(route.locale).trust.reviews;
    const facts = text(hero.slice(hero.indexOf('data-hero-facts')));
    expect(hero).toContain('<h1');
    expect(facts).toMatch(new RegExp(`${String(rating).replace('.', '[.,]')}.*${count}.*${sourceName}`));
    expect(hero).toContain(`href="${sourceUrl}"`);
    const price = firstScreenPrice(services, own)!;
    expect(text(/data-fact="price"[^>]*>([\s\S]*?)<\/li>/.exec(hero)?.[1] ?? '')).toContain(
      dollars(price.amount, route.locale),
    );
  });
});
