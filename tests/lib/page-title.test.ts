import { expect, it } from 'vitest';
import { projectTitle } from '../../src/lib/page-title.ts';

it('keeps project titles within the 70 characters search results show', () => {
  expect(projectTitle('Condo Kitchen Update', 'Boca Raton, FL', 'Florida Fix-It Pros')).toBe('Condo Kitchen Update in Boca Raton, FL | Florida Fix-It Pros');
  expect(projectTitle('Home Office Built-In Desk and Cabinets', 'Palm Beach Gardens, FL', 'Florida Fix-It Pros')).toBe('Home Office Built-In Desk and Cabinets in Palm Beach Gardens, FL');
  expect(projectTitle('x'.repeat(80), 'Naples, FL', 'B')).toBe('x'.repeat(80));
});
