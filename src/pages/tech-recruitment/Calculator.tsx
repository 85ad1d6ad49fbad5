import { useEffect, useRef, useState } from 'react';
import { earnings, formatUsd } from '../../lib/widgets/earnings.ts';
import type { Data } from './+data.ts';

/**
 * The earnings calculator, an island. The slider value is the only state: a persona tab shows as pressed exactly
 * when the slider is at its jobs per week, so the page opens at 5 jobs with no tab pressed (README, decisions).
 * Hidden where scripts cannot run: CalculatorSection shows its figures as a table there.
 */
export function Calculator({ calculator: c }: { calculator: Data['page']['calculator'] }) {
  const [jobs, setJobs] = useState(c.defaultJobs);
  const slider = useRef<HTMLInputElement>(null);
  // A slider moved before the island woke up keeps its place (React leaves it as it is): show its figures.
  useEffect(() => setJobs(Number(slider.current!.value)), []);
  const e = earnings(jobs, c);
  const persona = c.personas.find((p) => p.jobsPerWeek === jobs);
  return (
    // Without a script the slider and the buttons could not change a figure: they are not shown at all
    // (`noscript:` is the media query `scripting: none`), and the table beside the island says the same figures.
    <div className="card mt-8 grid gap-8 p-6 noscript:hidden sm:p-8 lg:grid-cols-[3fr_2fr]">
      <div className="grid content-start gap-6">
        <div>
          <div className="flex items-baseline justify-between gap-4">
            <label htmlFor="jobs-per-week" className="text-lg font-semibold text-brand-900">
              {c.labels.jobsPerWeek}
            </label>
            <output htmlFor="jobs-per-week" className="text-4xl font-extrabold text-brand-900" data-testid="jobs-value">
              {jobs}
            </output>
          </div>
          <input
            ref={slider}
            id="jobs-per-week"
            type="range"
            min={c.minJobs}
            max={c.maxJobs}
            step={1}
            value={jobs}
            aria-valuetext={`${jobs}, ${formatUsd(e.weekly)} ${c.labels.weekly.toLowerCase()}`}
            onChange={(ev) => setJobs(Number(ev.target.value))}
            className="mt-3 h-3 w-full cursor-pointer accent-accent-600"
          />
          <div className="flex justify-between text-sm text-slate-600" aria-hidden="true">
            <span>{c.minJobs}</span>
            <span>{c.maxJobs}</span>
          </div>
        </div>
        <fieldset className="min-w-0">
          <legend className="mb-3 font-semibold text-brand-900">{c.labels.personas}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {c.personas.map((p) => (
              <button
                key={p.label}
                type="button"
                aria-pressed={p === persona}
                onClick={() => setJobs(p.jobsPerWeek)}
                className="rounded-xl border-2 border-slate-200 bg-white px-4 py-3 text-left transition-colors hover:border-brand-700 aria-pressed:border-brand-900 aria-pressed:bg-brand-900 aria-pressed:text-white"
              >
                <span className="block font-bold">{p.label}</span>
                <span className="block text-sm opacity-90">
                  {p.jobsPerWeek} {c.labels.jobsUnit}
                </span>
              </button>
            ))}
          </div>
          <p className="mt-3 text-slate-700 empty:hidden" data-testid="persona-description">
            {persona?.description}
          </p>
        </fieldset>
      </div>
      <div className="grid content-center gap-5 rounded-2xl bg-brand-900 p-6 text-white">
        <dl className="grid grid-cols-2 gap-4">
          <div className="col-span-2 border-b border-white/15 pb-4">
            <dt className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{c.labels.weekly}</dt>
            <dd className="text-5xl font-extrabold" data-testid="earnings-weekly">
              {formatUsd(e.weekly)}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{c.labels.monthly}</dt>
            <dd className="text-2xl font-bold" data-testid="earnings-monthly">
              {formatUsd(e.monthly)}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{c.labels.yearly}</dt>
            <dd className="text-2xl font-bold" data-testid="earnings-yearly">
              {formatUsd(e.yearly)}
            </dd>
          </div>
        </dl>
        <progress
          value={e.progress}
          aria-hidden="true"
          data-testid="earnings-progress"
          className="h-2 w-full appearance-none overflow-hidden rounded-full [&::-moz-progress-bar]:bg-accent-600 [&::-webkit-progress-bar]:bg-white/15 [&::-webkit-progress-value]:bg-accent-600"
        />
      </div>
    </div>
  );
}
