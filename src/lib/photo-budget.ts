/**
 * How many bytes of quote photos the handler keeps: a budget per day (the business's day) and one for all days. Past either, a
 * quote is still taken and e-mailed, without its photos, and its entry says how many were dropped (PHOTOS_DROPPED_FIELD)
 * so the owner's e-mail can say so. Without a budget one address could fill the disk with 15 GB of photos a day.
 */
export interface PhotoBudget {
  dailyBytes: number;
  totalBytes: number;
}

export const DEFAULT_PHOTOS_DAILY_MB = 500;
export const DEFAULT_PHOTOS_TOTAL_MB = 5000;

const MB = 1024 * 1024;
/** A setting in MB (decimals allowed); a missing, zero or unreadable one keeps the default. */
const megabytes = (value: string | undefined, fallback: number) => Math.round((Number(value) || fallback) * MB);

/** The budget from the host's settings PHOTOS_DAILY_MB and PHOTOS_TOTAL_MB (docs/hosting.md). */
export const photoBudget = (env: { PHOTOS_DAILY_MB?: string; PHOTOS_TOTAL_MB?: string }): PhotoBudget => ({
  dailyBytes: megabytes(env.PHOTOS_DAILY_MB, DEFAULT_PHOTOS_DAILY_MB),
  totalBytes: megabytes(env.PHOTOS_TOTAL_MB, DEFAULT_PHOTOS_TOTAL_MB),
});

/** Whether `bytes` more fit, given what the day and all days hold already. */
export const fitsBudget = (budget: PhotoBudget, used: { day: number; total: number }, bytes: number) =>
  used.day + bytes <= budget.dailyBytes && used.total + bytes <= budget.totalBytes;
