import { expect, it } from 'vitest';
import { copyrightYears, formatDate, formatMonth } from '../../../src/lib/i18n/dates.ts';

it('runs the copyright from the founding year to the year of the build', () => {
  expect(copyrightYears(2023, new Date('2026-11-23T12:00:00Z'))).toBe('2023–2026');
  expect(copyrightYears(2026, new Date('2026-01-01T00:00:00Z'))).toBe('2026');
});

it('writes dates as American readers do, the same in every time zone', () => {
  expect(formatDate('2025-01-08')).toBe('January 8, 2025');
  expect(formatDate('2024-12-31')).toBe('December 31, 2024');
  expect(formatMonth('2024-03')).toBe('March 2024');
  expect(formatMonth('2023-12')).toBe('December 2023');
});
