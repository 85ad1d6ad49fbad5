/**
 * GET /api/availability's answer time, for `npm run bench` and `npm run bench:forms`: the quote form asks it when the
 * visitor reaches the window picker, so one visitor's wait is what counts; requests go one at a time, after a few
 * unmeasured ones (the first reads the schedule's module and opens the store), and the median and p95 are printed.
 * Then 20 at a time, for the answers per second the host gives many visitors (its rate limit set out of reach).
 */
import { load } from './forms-http.ts';
import { median, percentile } from './stats.ts';

/** One host's answer times of GET /api/availability, one request at a time. */
export interface AvailabilityLatency {
  requests: number;
  /** How many answered 200 with at least one window. */
  ok: number;
  medianMs: number;
  p95Ms: number;
  /** Answers per second with 20 requests at a time (absent in reports made before it was measured). */
  perSecond?: number;
}

const REQUESTS = 200;
const WARM_UP = 10;

export async function availabilityLatency(origin: string): Promise<AvailabilityLatency> {
  const url = `${origin}/api/availability?locale=en`;
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url);
    const body = (await res.json().catch(() => ({}))) as { windows?: unknown[] };
    return { ms: performance.now() - started, ok: res.status === 200 && (body.windows?.length ?? 0) > 0 };
  };
  for (let i = 0; i < WARM_UP; i++) await once();
  const times: number[] = [];
  let ok = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const r = await once();
    times.push(r.ms);
    if (r.ok) ok++;
  }
  const ms = (v: number | undefined) => Math.round((v ?? 0) * 10) / 10;
  const many = await load(REQUESTS, 20, async () => {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status;
  });
  const figures = { medianMs: ms(median(times)), p95Ms: ms(percentile(times, 95)), perSecond: many.perSecond };
  return { requests: REQUESTS, ok, ...figures };
}

/** One report line (a Markdown list item) for `where`'s figures, or that they were not measured. */
export function availabilityLine(where: string, l: AvailabilityLatency | undefined): string {
  return l
    ? `- ${where}, GET /api/availability one at a time: median ${l.medianMs} ms, p95 ${l.p95Ms} ms (${l.ok} of ${l.requests} answered windows)${l.perSecond ? `; 20 at a time: ${l.perSecond} answers/s` : ''}`
    : `- ${where}, GET /api/availability: not measured`;
}
