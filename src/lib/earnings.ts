/** The earnings calculator's arithmetic (SPEC 9), with its constants from data/pages/tech-recruitment.yaml. */
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
