import { describe, expect, it } from 'vitest';
import { earnings, formatUsd, typicalJobCounts } from '../../../src/lib/widgets/earnings.ts';

const rates = { averagePayout: 100, weeksPerMonth: 4.33, weeksPerYear: 52, maxJobs: 30 };

describe('earnings', () => {
  it.each([
    [1, 100, 433, 5200],
    [5, 500, 2165, 26000],
    [10, 1000, 4330, 52000],
    [20, 2000, 8660, 104000],
    [30, 3000, 12990, 156000],
  ])('%i jobs a week: weekly %i, monthly %i, yearly %i', (jobs, weekly, monthly, yearly) => {
    expect(earnings(jobs, rates)).toMatchObject({ weekly, monthly, yearly });
  });
  it('fills the progress bar by jobs / 30', () => {
    expect(earnings(15, rates).progress).toBe(0.5);
    expect(earnings(30, rates).progress).toBe(1);
  });
  it('formats US dollars without cents', () => {
    expect(formatUsd(156000)).toBe('$156,000');
  });
});

describe('typicalJobCounts (the table shown without JavaScript)', () => {
  it('lists the slider ends, the default and every persona once, in order', () => {
    const personas = [{ jobsPerWeek: 10 }, { jobsPerWeek: 3 }, { jobsPerWeek: 30 }];
    expect(typicalJobCounts({ minJobs: 1, maxJobs: 30, defaultJobs: 5, personas })).toEqual([1, 3, 5, 10, 30]);
  });
});
