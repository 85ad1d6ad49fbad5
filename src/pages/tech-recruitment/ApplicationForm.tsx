import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { LoaderCircle } from '../../components/icons.ts';
import { readApplication, sendApplication } from '../../lib/forms/application.ts';
import { validationText } from '../../lib/forms/validation.ts';
import type { Data } from './+data.ts';
import { ApplicationFields } from './ApplicationFields.tsx';
import { Confirmation } from './Confirmation.tsx';
import { Notice, type NoticeMessage } from './Notice.tsx';

/**
 * The application, an island. Without JavaScript it is a plain POST to the configured address
 * (the agreement box is then `required`); once awake, the agreement rule shows its notice, the answers are sent
 * once with fetch, and a failure keeps every answer for another try. A submission made before the island woke up
 * is replayed by the island loader, and what was typed is already in the fields (they are uncontrolled).
 */
export function ApplicationForm({
  form: f,
  application,
}: {
  form: Data['page']['form'];
  application: Data['application'];
}) {
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [hydrated, setHydrated] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);
  const inFlight = useRef(false);
  useEffect(() => setHydrated(true), []);
  // The browser checks the fields itself before sending; it says what is wrong in the page's language, not its own.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current!;
    const explain = (e: Event) => {
      const field = e.target as HTMLInputElement;
      const text = validationText(field, application.validation);
      if (text) field.setCustomValidity(text);
    };
    const clear = (e: Event) => (e.target as HTMLInputElement).setCustomValidity?.('');
    form.addEventListener('invalid', explain, true);
    form.addEventListener('input', clear, true);
    return () => {
      form.removeEventListener('invalid', explain, true);
      form.removeEventListener('input', clear, true);
    };
  }, [application.validation]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight.current) return;
    const form = e.currentTarget;
    for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
    const answers = readApplication(new FormData(form));
    if (!answers.contractorAgreement) {
      setNotice({ tone: 'error', ...f.agreementToast });
      form.querySelector<HTMLInputElement>('[name="contractorAgreement"]')?.focus();
      return;
    }
    inFlight.current = true;
    setState('sending');
    setNotice(null);
    const result = await sendApplication(answers, application);
    inFlight.current = false;
    if (result.ok) {
      setState('sent');
      setNotice({ tone: 'success', ...f.successToast });
      return;
    }
    setState('editing');
    const known = (result.fields ?? []).filter((n): n is keyof typeof f.labels => n in f.labels);
    if (known.length) {
      for (const n of known) form.querySelector(`[name="${n}"]`)?.setAttribute('aria-invalid', 'true');
      form.querySelector<HTMLElement>(`[name="${known[0]}"]`)?.focus();
      setNotice({
        tone: 'error',
        title: f.invalidToast.title,
        text: `${f.invalidToast.text} ${known.map((n) => f.labels[n]).join(', ')}.`,
      });
    } else {
      setNotice({ tone: 'error', title: f.errorToast.title, text: result.message ?? f.errorToast.text });
    }
  }

  const sending = state === 'sending';
  const notices = <Notice message={notice} onDismiss={dismiss} labels={application.notices} />;
  return (
    <section id="apply" aria-labelledby="apply-title" className="section bg-sand-50">
      <div className="container-page max-w-4xl">
        <h2 id="apply-title" className="h-section">
          {f.heading}
        </h2>
        <p className="mt-2 text-lg">
          {f.text} <span className="font-semibold">({f.timeNote})</span>
        </p>
        {state === 'sent' ? (
          <>
            <div className="mt-8">{notices}</div>
            <Confirmation c={f.confirmation} />
          </>
        ) : (
          <form
            ref={formRef}
            method="post"
            action={application.url}
            onSubmit={submit}
            aria-busy={sending}
            className="card mt-8 grid gap-8 p-6 sm:p-8"
          >
            <ApplicationFields f={f} constraints={application.constraints} checks={application.checks} />
            <label className="flex items-start gap-3 rounded-xl border-2 border-brand-100 bg-brand-50 p-4">
              <input
                type="checkbox"
                name="contractorAgreement"
                value="true"
                required={!hydrated}
                className="mt-1 size-5 shrink-0 accent-brand-900"
              />
              <span>{f.agreementText}</span>
            </label>
            {notices}
            <button
              type="submit"
              className="btn-call min-h-14 w-full text-lg aria-disabled:cursor-progress aria-disabled:opacity-80"
              aria-disabled={sending}
            >
              {sending && (
                <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              )}
              {sending ? f.submittingLabel : f.submitLabel}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
