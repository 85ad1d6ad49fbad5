import { earnings, formatUsd, typicalJobCounts } from '../../lib/widgets/earnings.ts';
import type { Data } from './+data.ts';

/** The calculator's figures for typical weeks, for visitors without JavaScript (the slider cannot update them). */
export function EarningsTable({ c }: { c: Data['page']['calculator'] }) {
  return (
    <table className="mt-6 w-full max-w-3xl text-left" data-testid="earnings-table">
      <caption className="mb-2 text-left font-semibold text-brand-900">{c.labels.jobsPerWeek}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-2">
            {c.labels.jobsUnit}
          </th>
          <th scope="col">{c.labels.weekly}</th>
          <th scope="col">{c.labels.monthly}</th>
          <th scope="col">{c.labels.yearly}</th>
        </tr>
      </thead>
      <tbody>
        {typicalJobCounts(c).map((jobs) => {
          const e = earnings(jobs, c);
          const persona = c.personas.find((p) => p.jobsPerWeek === jobs);
          return (
            <tr key={jobs} className="border-b border-slate-200">
              <th scope="row" className="py-2">
                {jobs}
                {persona && ` (${persona.label})`}
              </th>
              <td>{formatUsd(e.weekly)}</td>
              <td>{formatUsd(e.monthly)}</td>
              <td>{formatUsd(e.yearly)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
