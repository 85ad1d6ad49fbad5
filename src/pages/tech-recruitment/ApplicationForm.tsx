import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';

const field = 'min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900';

/** SPEC 2.15 item 11 and section 3: the application, a plain POST form that works without JavaScript. */
export function ApplicationForm() {
  const { page, applicationUrl } = useData<Data>();
  const f = page.form;
  const select = (name: 'experience' | 'availability' | 'transportation' | 'referralSource', required: boolean) => (
    <label className="grid gap-1 font-semibold">
      {f.labels[name]}{required && ' *'}
      <select name={name} className={field} defaultValue="">
        <option value="" disabled={required}>{f.placeholders.select}</option>
        {f[name].map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </label>
  );
  const checks = (name: 'skillAreas' | 'tools') => (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-semibold">{f.labels[name]}</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {f[name].map((o) => <label key={o} className="flex items-center gap-2"><input type="checkbox" name={name} value={o} className="size-5" />{o}</label>)}
      </div>
    </fieldset>
  );
  return (
    <section id="apply" aria-labelledby="apply-title" className="section bg-sand-50">
      <div className="container-page max-w-3xl">
        <h2 id="apply-title" className="h-section">{f.heading}</h2>
        <p className="mt-2 text-lg">{f.text} <span className="font-semibold">({f.timeNote})</span></p>
        <form method="post" action={applicationUrl} className="card mt-8 grid gap-5">
          <label className="grid gap-1 font-semibold">{f.labels.fullName} *<input name="fullName" required autoComplete="name" placeholder={f.placeholders.fullName} className={field} /></label>
          <label className="grid gap-1 font-semibold">{f.labels.phone} *<input name="phone" type="tel" required autoComplete="tel" placeholder={f.placeholders.phone} className={field} /></label>
          <label className="grid gap-1 font-semibold">{f.labels.email} *<input name="email" type="email" required autoComplete="email" placeholder={f.placeholders.email} className={field} /></label>
          <label className="grid gap-1 font-semibold">{f.labels.city} *<input name="city" required placeholder={f.placeholders.city} className={field} /></label>
          {select('experience', true)}
          {checks('skillAreas')}
          {checks('tools')}
          {select('availability', true)}
          {select('transportation', true)}
          {select('referralSource', false)}
          <label className="hidden" aria-hidden="true">Leave this empty<input name="website" tabIndex={-1} autoComplete="off" /></label>
          <label className="flex items-start gap-3"><input type="checkbox" name="contractorAgreement" value="true" required className="mt-1 size-5" /><span>{f.agreementText}</span></label>
          <button type="submit" className="btn-call">{f.submitLabel}</button>
        </form>
      </div>
    </section>
  );
}
