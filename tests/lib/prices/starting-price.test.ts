import { describe, expect, it } from 'vitest';
import type { PriceJob } from '../../../src/lib/prices/price-guide.ts';
import { firstScreenPrice } from '../../../src/lib/prices/starting-price.ts';

const guide = (...jobs: [number, PriceJob['unit']][]) => ({
  priceGuide: {
    currency: 'USD',
    jobs: jobs.map(([low, unit], i) => {
      return { id: `j${i}`, name: 'A job', low, high: low * 2, unit, parts: 'included' as const, factors: 'What.' };
    }),
  },
});

describe('the price on the first screen', () => {
  const services = [guide([120, 'job']), {}, guide([2, 'sqft'], [75, 'piece']), guide([50, 'hour'])];
  it("is the page's service's own price when it has one", () =>
    expect(firstScreenPrice(services, 150)).toEqual({ amount: 150, own: true }));
  it("is otherwise the site's lowest starting price, the cheapest whole job of the price guides", () =>
    expect(firstScreenPrice(services)).toEqual({ amount: 75, own: false }));
  it('is none when no service has a whole job priced', () =>
    expect(firstScreenPrice([{}, guide([3, 'linft'])])).toBeUndefined());
});
