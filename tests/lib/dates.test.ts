import { expect, it } from 'vitest';
import { copyrightYears } from '../../src/lib/dates.ts';

it('runs the copyright from the founding year to the year of the build', () => {
  expect(copyrightYears(2023, new Date('2026-11-23T12:00:00Z'))).toBe('2023–2026');
  expect(copyrightYears(2026, new Date('2026-01-01T00:00:00Z'))).toBe('2026');
});
