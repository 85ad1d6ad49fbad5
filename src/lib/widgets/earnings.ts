/** The earnings calculator's arithmetic, with its constants from data/pages/tech-recruitment.yaml. */
export interface EarningsRates {
  averagePayout: number;
  weeksPerMonth: number;
  weeksPerYear: number;
  maxJobs: number;
}

export function earnings(jobsPerWeek: number, r: EarningsRates) {
  const weekly = jobsPerWeek * r.averagePayout;
  return {
    weekly,
    monthly: Math.round(weekly * r.weeksPerMonth),
    yearly: weekly * r.weeksPerYear,
    /** Share of the slider's range, 0..1, for the progress bar. */
    progress: jobsPerWeek / r.maxJobs,
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const formatUsd = (n: number) => usd.format(n);

/**
 * The job counts of the figures table shown without JavaScript (the slider cannot update figures then): the
 * slider's ends, its default and every persona, in order.
 */
export function typicalJobCounts(c: {
  minJobs: number;
  maxJobs: number;
  defaultJobs: number;
  personas: { jobsPerWeek: number }[];
}): number[] {
  return [...new Set([c.minJobs, c.defaultJobs, ...c.personas.map((p) => p.jobsPerWeek), c.maxJobs])].sort(
    (a, b) => a - b,
  );
}
