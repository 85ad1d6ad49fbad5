import { expect, it } from 'vitest';
import { attribution } from '../../../src/lib/page/attribution.ts';

it('signs a testimonial only with what the data gives', () => {
  expect(attribution('Maria', 'Boca Raton')).toBe('Maria, Boca Raton');
  expect(attribution('Maria')).toBe('Maria');
  expect(attribution(undefined, 'Boca Raton, FL')).toBe('Boca Raton, FL');
  expect(attribution()).toBeUndefined();
});
