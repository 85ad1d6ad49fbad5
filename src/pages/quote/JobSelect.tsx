import type { Data } from './+data.ts';

type Form = Data['form'];

/**
 * What moves the price of the job chosen, shown under the select by CSS alone: the hint in the position of the chosen
 * option (after "none") becomes visible. Literal classes so that Tailwind compiles them, one per job a guide may list
 * (schemas/service.schema.json: at most five); no inline <style>, which the Content-Security-Policy refuses.
 */
const SHOWN_WHEN_CHOSEN = [
  '[[data-job-select]:has(select>option:nth-child(2):checked)_&]:block',
  '[[data-job-select]:has(select>option:nth-child(3):checked)_&]:block',
  '[[data-job-select]:has(select>option:nth-child(4):checked)_&]:block',
  '[[data-job-select]:has(select>option:nth-child(5):checked)_&]:block',
  '[[data-job-select]:has(select>option:nth-child(6):checked)_&]:block',
];

/**
 * The job of the price guide, optional, after the service; each option reads its typical range. On the quote page the
 * jobs of every service, grouped by service; on a service's quote page (where its price table's rows lead) only its
 * own, with what moves the chosen job's price under the select, without script. A row's link (`?job=`) chooses its job
 * through the form's script (./quote-form.ts); without it the visitor picks it here.
 */
export function JobSelect({ form, id }: { form: Form; id: string }) {
  const { words, groups } = form.jobs;
  if (!groups.length) return null;
  const hintId = `${id}-job-hint`;
  const single = groups.length === 1 ? groups[0] : undefined;
  const options = (g: (typeof groups)[number]) =>
    g.jobs.map((j) => (
      <option key={j.id} value={j.id}>
        {j.text}
      </option>
    ));
  return (
    <div className="grid gap-1.5" data-job-select>
      <label className="grid gap-1.5">
        <span className="font-semibold text-brand-900">{words.jobLabel}</span>
        <select name="job" defaultValue="" aria-describedby={single && hintId} className="field">
          <option value="">{words.jobNone}</option>
          {single
            ? options(single)
            : groups.map((g) => (
                <optgroup key={g.slug} label={g.title}>
                  {options(g)}
                </optgroup>
              ))}
        </select>
      </label>
      {single && (
        <div id={hintId} className="text-sm text-slate-600">
          {single.jobs.map((j, i) => (
            <p key={j.id} data-job-hint={j.id} className={`hidden ${SHOWN_WHEN_CHOSEN[i]}`}>
              <span className="font-semibold">{words.factors}:</span> {j.factors}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
