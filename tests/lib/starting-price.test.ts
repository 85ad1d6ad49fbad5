import { describe, expect, it } from 'vitest';
import { firstScreenPrice } from '../../src/lib/starting-price.ts';

describe('the price on the first screen', () => {
  const services = [{ priceFrom: 120 }, {}, { priceFrom: 75 }];
  it("is the page's service's own price when it has one", () =>
    expect(firstScreenPrice(services, 150)).toEqual({ amount: 150, own: true }));
  it("is otherwise the site's lowest starting price", () =>
    expect(firstScreenPrice(services)).toEqual({ amount: 75, own: false }));
  it('is none when no service has a price', () => expect(firstScreenPrice([{}, {}])).toBeUndefined());
});
