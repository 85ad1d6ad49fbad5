import type { ReactNode } from 'react';
import { Honeypot } from '../../components/Honeypot.tsx';
import { PHOTO_INPUT_CLASS } from '../../lib/calendar/window-choices.ts';
import type { Data } from './+data.ts';
import { JobSelect } from './JobSelect.tsx';
import { QuoteSent } from './QuoteSent.tsx';
import { WindowPicker } from './WindowPicker.tsx';

type Form = Data['form'];
type Field = keyof Form['constraints'];

const labelText = 'font-semibold text-brand-900';
const control = 'field aria-invalid:border-red-700 aria-invalid:ring-2 aria-invalid:ring-red-700/30';
const BEST_TIMES = ['anytime', 'morning', 'afternoon', 'evening'] as const;

/** The words the page's script says (./quote-form.ts): the rest is already in the markup. */
const scriptWords = ({
  labels,
  submitLabel,
  sendingLabel,
  invalid,
  error,
  photosTooMany,
  photosTooLarge,
  photoNotImage,
  photosPreparing,
  photosChosen,
  photoRemove,
}: Form['words']) => ({
  labels,
  submitLabel,
  sendingLabel,
  invalid,
  error,
  photosTooMany,
  photosTooLarge,
  photoNotImage,
  photosPreparing,
  photosChosen,
  photoRemove,
});

/**
 * The site's own quote request: a plain multipart form that the handler takes without JavaScript, and that the page's
 * script (./quote-form.ts) improves where it runs: photos shrunk before sending, the city list, the answer in place.
 * `id` tells apart two copies of the form in one page (the embed's fallback has one for scripts and one without).
 */
export function QuoteForm({ form, id }: { form: Form; id: string }) {
  const w = form.words;
  const hint = (name: keyof typeof w.hints) => (
    <span id={`${id}-${name}-hint`} className="text-sm text-slate-600">
      {w.hints[name]}
    </span>
  );
  const labelled = (name: keyof typeof w.labels, required: boolean, field: ReactNode, withHint = false) => (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `field`, passed in by each caller
    <label className="grid gap-1.5">
      <span className={labelText}>
        {w.labels[name]}
        {required && (
          <span aria-hidden="true" className="text-accent-700">
            {' '}
            *
          </span>
        )}
      </span>
      {field}
      {withHint && hint(name as keyof typeof w.hints)}
    </label>
  );
  const input = (name: Field, attrs: Record<string, string>) =>
    labelled(
      name,
      Boolean(form.constraints[name].required),
      <input
        name={name}
        type="text"
        {...form.constraints[name]}
        {...attrs}
        aria-describedby={name in w.hints ? `${id}-${name}-hint` : undefined}
        className={control}
      />,
      name in w.hints,
    );
  return (
    <div data-quote-root>
      <form
        method="post"
        action={form.action}
        encType="multipart/form-data"
        className="grid gap-6"
        data-quote-form={JSON.stringify({ words: scriptWords(w), validation: form.validation, cities: form.cities })}
        // Its first input counts as a quote started (src/client/count.ts, src/lib/counts/events.ts COUNT_START_ATTRIBUTE), on
        // the page the visitor came from: a city's quote page credits the city's page.
        data-count-start="quote"
        data-count-page={form.page}
        id={id}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {input('name', { autoComplete: 'name' })}
          {input('phone', { type: 'tel', autoComplete: 'tel' })}
          {input('email', { type: 'email', autoComplete: 'email' })}
          {input('address', {
            autoComplete: 'address-line1',
            'data-quote-address': '',
            // A city's quote page starts with the city ("Boca Raton, FL"): a value, which the visitor can change.
            ...(form.address ? { defaultValue: form.address } : {}),
          })}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {labelled(
            'service',
            false,
            // Optional: the first choice ("Not sure / something else") sends none; a service's quote page chooses its own.
            <select name="service" defaultValue={form.service ?? ''} className={control}>
              <option value="">{w.servicePrompt}</option>
              {form.services.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.title}
                </option>
              ))}
            </select>,
          )}
          {labelled(
            'bestTime',
            false,
            <select name="bestTime" defaultValue="anytime" className={control}>
              {BEST_TIMES.map((t) => (
                <option key={t} value={t}>
                  {w.bestTimes[t]}
                </option>
              ))}
            </select>,
          )}
        </div>
        <JobSelect form={form} id={id} />
        {labelled(
          'details',
          true,
          <textarea
            name="details"
            rows={5}
            {...form.constraints.details}
            aria-describedby={`${id}-details-hint`}
            className={`${control} py-3`}
          />,
          true,
        )}
        {labelled(
          'photos',
          false,
          <input
            name="photos"
            type="file"
            multiple
            accept={form.accept}
            aria-describedby={`${id}-photos-hint`}
            className={PHOTO_INPUT_CLASS}
          />,
          true,
        )}
        <WindowPicker form={form} id={id} />
        <input type="hidden" name="page" value={form.page} />
        <Honeypot label={w.honeypotLabel} />
        <p
          role="alert"
          data-quote-problem
          className="empty:hidden rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
        />
        <button
          type="submit"
          className="btn-call min-h-14 w-full text-lg aria-disabled:cursor-progress aria-disabled:opacity-80"
          data-quote-submit
        >
          {w.submitLabel}
        </button>
      </form>
      {/* Shown in place of the form once the request is stored (the script reveals it). */}
      <QuoteSent form={form} />
    </div>
  );
}
