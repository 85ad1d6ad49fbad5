/** The middle value (the mean of the two middle ones for an even count); undefined for no values. */
export function median(values: number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface ScalePoint {
  pages: number;
  seconds: number;
}

/**
 * How the cost of one more page changes as the site grows: the marginal seconds per page between each pair of
 * consecutive sizes, and the ratio of the last to the first. A ratio near 1 is linear growth; 2 means each page
 * costs twice as much at the larger size (quadratic work somewhere).
 */
export function growth(points: ScalePoint[]): { perPage: number[]; ratio: number | undefined } {
  const sorted = [...points].sort((a, b) => a.pages - b.pages);
  const perPage: number[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const dp = sorted[i].pages - sorted[i - 1].pages;
    if (dp > 0) perPage.push((sorted[i].seconds - sorted[i - 1].seconds) / dp);
  }
  const ratio = perPage.length >= 2 && perPage[0] > 0 ? perPage.at(-1)! / perPage[0] : undefined;
  return { perPage, ratio };
}

/** The nearest-rank percentile p (0-100] of the values: the smallest value at least p% of them do not exceed. */
export function percentile(values: number[], p: number): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}
