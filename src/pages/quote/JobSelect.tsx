import { jobRef } from '../../lib/prices/price-rules.ts';
import type { Data } from './+data.ts';

type Form = Data['form'];

/**
 * The chosen job's line under the select, shown by CSS alone on a service's quote page (one list): the line in the
 * position of the chosen option (after "none") becomes visible. Literal classes so that Tailwind compiles them, one per
 * job a guide may list (schemas/service.schema.json: at most five); no inline <style>, which the Content-Security-Policy
 * refuses.
 */
const SHOWN_WHEN_CHOSEN = [
  '[[data-job-select]:has(select>option:nth-child(2):checked)_&]:block',
  '[[data-job-select]:has(select>option:nth-child(3):checked)_&]:block',
  '[[data-job-select]:has(select>option:nth-child(4):checked)_&]:block',
  '[[data-job-select]:has(select>option:nth-child(5):checked)_&]:block',
  '[[data-job-select]:has(select>option:nth-child(6):checked)_&]:block',
];
/**
 * Where the jobs of every service are listed in groups, the handler marks the chosen option and its line `data-chosen`
 * in a page it answers with a job chosen (src/server/quote/quote-choice.ts): the marked line shows while its option stays
 * chosen. The form's script shows the chosen job's line itself (./quote-form.ts).
 */
const SHOWN_WHILE_MARKED = '[[data-job-select]:has(option[data-chosen]:checked)_&[data-chosen]]:block';

/**
 * The job of the price guide, optional, after the service; each option reads its typical range and whether the parts
 * are included. On the quote page the jobs of every service, grouped by service; on a service's quote page (where its
 * price table's rows lead) only its own. A phone's closed select shows the start of the option alone ("$75–$2…"), so
 * the chosen job's price, parts and what moves its price are written out whole under it. A price row's link chooses
 * its job in the handler's answer (src/server/quote/quote-choice.ts); a link's `?job=` through the form's script.
 */
export function JobSelect({ form, id }: { form: Form; id: string }) {
  const { words, groups } = form.jobs;
  if (!groups.length) return null;
  const hintId = `${id}-job-hint`;
  const single = groups.length === 1;
  const options = (g: (typeof groups)[number]) =>
    g.jobs.map((j) => (
      <option key={j.id} value={j.id} data-ref={jobRef(g.slug, j.id)}>
        {j.text}
      </option>
    ));
  return (
    <div className="grid gap-1.5" data-job-select>
      <label className="grid gap-1.5">
        <span className="font-semibold text-brand-900">{words.jobLabel}</span>
        <select name="job" defaultValue="" aria-describedby={hintId} className="field">
          <option value="">{words.jobNone}</option>
          {single
            ? options(groups[0])
            : groups.map((g) => (
                <optgroup key={g.slug} label={g.title}>
                  {options(g)}
                </optgroup>
              ))}
        </select>
      </label>
      <div id={hintId} className="text-sm text-slate-600">
        {groups.flatMap((g) =>
          g.jobs.map((j, i) => (
            <div
              key={jobRef(g.slug, j.id)}
              data-job-hint={jobRef(g.slug, j.id)}
              className={`hidden ${single ? SHOWN_WHEN_CHOSEN[i] : ''} ${SHOWN_WHILE_MARKED}`}
            >
              <p className="font-semibold text-brand-900">{j.price}</p>
              <p>
                <span className="font-semibold">{words.factors}:</span> {j.factors}
              </p>
            </div>
          )),
        )}
      </div>
    </div>
  );
}
