import { Fragment, type InputHTMLAttributes } from 'react';
import { Honeypot } from '../../components/Honeypot.tsx';
import type { Data } from './+data.ts';

type Form = Data['page']['form'];
type Constraints = Data['application']['constraints'];
type Checks = Data['application']['checks'];

const field =
  'min-h-12 w-full rounded-lg border border-slate-400 bg-white px-3 text-base font-normal text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-2 aria-invalid:ring-red-700/30';
const labelText = 'font-semibold text-brand-900';
const Star = () => (
  <span aria-hidden="true" className="text-accent-700">
    {' '}
    *
  </span>
);

/** The application's fields, in the order the form has always asked them. Text inputs carry the schema's own limits (src/lib/forms/form-constraints.ts). */
export function ApplicationFields({
  f,
  constraints,
  checks: options,
}: {
  f: Form;
  constraints: Constraints;
  checks: Checks;
}) {
  const input = (name: keyof Constraints, attrs: InputHTMLAttributes<HTMLInputElement>) => (
    <label className="grid gap-1.5">
      <span className={labelText}>
        {f.labels[name]}
        {constraints[name].required && <Star />}
      </span>
      <input
        name={name}
        type="text"
        {...constraints[name]}
        {...attrs}
        placeholder={f.placeholders[name]}
        className={field}
      />
    </label>
  );
  const select = (
    name: 'experience' | 'availability' | 'transportation' | 'referralSource',
    markedRequired: boolean,
  ) => (
    <label className="grid gap-1.5">
      <span className={labelText}>
        {f.labels[name]}
        {markedRequired && <Star />}
      </span>
      <select name={name} className={field} defaultValue="">
        <option value="">{f.placeholders.select}</option>
        {f[name].map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  const checks = (name: 'skillAreas' | 'tools') => (
    <fieldset>
      <legend className={`mb-3 ${labelText}`}>{f.labels[name]}</legend>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
        {options[name].map((o) => (
          <label
            key={o.value}
            className="flex min-h-12 cursor-pointer items-center gap-2.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm leading-snug has-checked:border-brand-900 has-checked:bg-brand-50 sm:text-base"
          >
            <input type="checkbox" name={name} value={o.value} className="size-5 shrink-0 accent-brand-900" />
            <span className="min-w-0 wrap-break-word">
              {o.label.split('/').map((part, i) => (
                <Fragment key={part}>
                  {i > 0 && (
                    <>
                      /<wbr />
                    </>
                  )}
                  {part}
                </Fragment>
              ))}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {input('fullName', { autoComplete: 'name' })}
        {input('phone', { type: 'tel', autoComplete: 'tel' })}
        {input('email', { type: 'email', autoComplete: 'email' })}
        {input('city', { autoComplete: 'address-level2' })}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">{select('experience', true)}</div>
      {checks('skillAreas')}
      {checks('tools')}
      <div className="grid gap-5 sm:grid-cols-2">
        {select('availability', true)}
        {select('transportation', true)}
        {select('referralSource', false)}
      </div>
      <Honeypot label={f.honeypotLabel} />
    </>
  );
}
