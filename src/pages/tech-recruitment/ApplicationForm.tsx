import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useData } from 'vike-react/useData';
import { readApplication, sendApplication } from '../../lib/application.ts';
import type { Data } from './+data.ts';
import { ApplicationFields } from './ApplicationFields.tsx';
import { Confirmation } from './Confirmation.tsx';

/** A failure asks the applicant to act, so its toast stays longer than the library's 4 s. */
const ERROR_MS = 10_000;

/**
 * SPEC 2.15 item 11: the application. Without JavaScript it is a plain POST to the configured address (the
 * agreement box is then `required`); with it, the agreement rule shows its toast, the answers are sent once with
 * fetch, and a failure keeps every answer for another try.
 */
export function ApplicationForm() {
  const { page, application } = useData<Data>();
  const f = page.form;
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [hydrated, setHydrated] = useState(false);
  const inFlight = useRef(false);
  useEffect(() => setHydrated(true), []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight.current) return;
    const form = e.currentTarget;
    for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
    const answers = readApplication(new FormData(form));
    if (!answers.contractorAgreement) {
      toast.error(f.agreementToast.title, { description: f.agreementToast.text });
      form.querySelector<HTMLInputElement>('[name="contractorAgreement"]')?.focus();
      return;
    }
    inFlight.current = true;
    setState('sending');
    const result = await sendApplication(answers, application);
    inFlight.current = false;
    if (result.ok) {
      setState('sent');
      toast.success(f.successToast.title, { description: f.successToast.text });
      return;
    }
    setState('editing');
    const known = (result.fields ?? []).filter((n): n is keyof typeof f.labels => n in f.labels);
    if (known.length) {
      for (const n of known) form.querySelector(`[name="${n}"]`)?.setAttribute('aria-invalid', 'true');
      form.querySelector<HTMLElement>(`[name="${known[0]}"]`)?.focus();
      toast.error(f.invalidToast.title, { description: `${f.invalidToast.text} ${known.map((n) => f.labels[n]).join(', ')}.`, duration: ERROR_MS });
    } else {
      toast.error(f.errorToast.title, { description: result.message ?? f.errorToast.text, duration: ERROR_MS });
    }
  }

  const sending = state === 'sending';
  return (
    <section id="apply" aria-labelledby="apply-title" className="section bg-sand-50">
      <div className="container-page max-w-4xl">
        <h2 id="apply-title" className="h-section">{f.heading}</h2>
        <p className="mt-2 text-lg">{f.text} <span className="font-semibold">({f.timeNote})</span></p>
        {state === 'sent' ? (
          <Confirmation c={f.confirmation} />
        ) : (
          <form method="post" action={application.url} onSubmit={submit} aria-busy={sending} className="card mt-8 grid gap-8 p-6 sm:p-8">
            <ApplicationFields f={f} constraints={application.constraints} />
            <label className="flex items-start gap-3 rounded-xl border-2 border-brand-100 bg-brand-50 p-4">
              <input type="checkbox" name="contractorAgreement" value="true" required={!hydrated} className="mt-1 size-5 shrink-0 accent-brand-900" />
              <span>{f.agreementText}</span>
            </label>
            <button type="submit" className="btn-call min-h-14 w-full text-lg aria-disabled:cursor-progress aria-disabled:opacity-80" aria-disabled={sending}>
              {sending && <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
              {sending ? f.submittingLabel : f.submitLabel}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
