import { earnings, formatUsd } from '../../lib/earnings.ts';
import type { Data } from './+data.ts';

/** SPEC 9 earnings calculator, shown at the default of the slider. */
export function Calculator({ calculator: c }: { calculator: Data['page']['calculator'] }) {
  const jobs = c.defaultJobs;
  const e = earnings(jobs, c);
  return (
    <section id="calculator" aria-labelledby="calculator-title" className="section bg-sand-50">
      <div className="container-page">
        <h2 id="calculator-title" className="h-section">{c.heading}</h2>
        <p className="mt-3 max-w-3xl text-lg">{c.text}</p>
        <div className="card mt-8 grid gap-6">
          <label className="grid gap-2 font-semibold" htmlFor="jobs-per-week">
            {c.labels.jobsPerWeek}: <output htmlFor="jobs-per-week">{jobs}</output>
            <input id="jobs-per-week" type="range" min={c.minJobs} max={c.maxJobs} step={1} defaultValue={jobs} />
          </label>
          <dl className="grid gap-4 sm:grid-cols-3">
            {([['weekly', e.weekly], ['monthly', e.monthly], ['yearly', e.yearly]] as const).map(([k, v]) => (
              <div key={k} className="rounded-xl bg-brand-50 p-4"><dt className="text-sm">{c.labels[k]}</dt><dd className="text-3xl font-extrabold text-brand-900">{formatUsd(v)}</dd></div>
            ))}
          </dl>
          <p className="text-sm text-slate-600">{c.disclaimer}</p>
        </div>
      </div>
    </section>
  );
}
