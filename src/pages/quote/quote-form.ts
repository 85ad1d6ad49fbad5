/**
 * The quote form in the browser (markup: ./QuoteForm.tsx). Without this script the form is a plain multipart post
 * the handler takes as it is. With it: the fields explain themselves in the page's language, the address field offers
 * the site's cities, the photos show as thumbnails in a list of their own (./photo-picker.ts) and are re-drawn through a
 * canvas as soon as they are chosen (at most 1,600 px on the long side, as JPEG, which also leaves their location data
 * behind), the request is sent with fetch, and the answer shows in place: the request's reference, or a refusal that
 * marks the fields to fix and keeps everything typed.
 */

import { type CheckedField, type ValidationTexts, validationText } from '../../lib/forms/validation.ts';
import type { PhotoListTexts } from '../../lib/photos/photo-list.ts';
import { photosTooLarge } from '../../lib/quote/quote-form.ts';
import { pickPhotos } from './photo-picker.ts';

type WindowPicker = typeof import('./window-picker.ts');

interface Settings {
  words: PhotoListTexts & {
    labels: Record<string, string>;
    submitLabel: string;
    sendingLabel: string;
    invalid: string;
    error: string;
  };
  validation: ValidationTexts;
  cities: string;
}

/** The site's cities as the address field's suggestions, fetched the first time the field is used. */
function offerCities(input: HTMLInputElement, url: string) {
  input.addEventListener(
    'focus',
    async () => {
      const cities = (await fetch(url)
        .then((r) => r.json())
        .catch(() => [])) as { label: string }[];
      const list = Object.assign(document.createElement('datalist'), { id: `${input.form?.id}-cities` });
      list.append(...cities.map((c) => new Option(`${c.label}, FL`)));
      input.after(list);
      input.setAttribute('list', list.id);
    },
    { once: true },
  );
}

export function enhanceQuoteForm(root: HTMLElement) {
  const form = root.querySelector<HTMLFormElement>('form[data-quote-form]');
  if (!form) return;
  const s = JSON.parse(form.dataset.quoteForm!) as Settings;
  const problem = form.querySelector<HTMLElement>('[data-quote-problem]')!;
  const submit = form.querySelector<HTMLButtonElement>('[data-quote-submit]')!;
  const photos = form.querySelector<HTMLInputElement>('input[name="photos"]')!;
  const say = (text: string) => (problem.textContent = text);
  const picked = pickPhotos(photos, s.words, say);

  // The page the visitor came from, for the owner, on the quote page that names none; a city's or a service's quote
  // page credits its own page, whichever page led there (a city's, reached through a service page's price table:
  // src/server/quote/quote-choice.ts).
  const page = form.querySelector<HTMLInputElement>('input[name="page"]')!;
  const from = document.referrer ? new URL(document.referrer) : undefined;
  if (from?.origin === location.origin && page.value === location.pathname) page.value = from.pathname;
  // A link that names the service or the job (a price table row's ?service=painting&job=interior-room) chooses it.
  const query = new URLSearchParams(location.search);
  const [, job] = ['service', 'job'].map((name) => {
    const select = form.elements.namedItem(name) as HTMLSelectElement | null;
    const value = query.get(name);
    if (select && value) select.value = value;
    return select;
  });
  // The chosen job's line under the list (./JobSelect.tsx) shows, and no other, as the visitor chooses.
  const showJob = () => {
    const ref = job?.selectedOptions[0]?.dataset.ref;
    for (const line of form.querySelectorAll<HTMLElement>('[data-job-hint]'))
      line.classList.toggle('hidden', line.dataset.jobHint !== ref);
  };
  form.addEventListener('change', showJob);
  showJob();
  offerCities(form.querySelector<HTMLInputElement>('[data-quote-address]')!, s.cities);
  // The arrival windows' choices load on the form's first use, not with the page, by their address: an import() of a
  // module Vite bundles would bring its preload helper into the page's first script (scripts/codegen/window-picker-script.ts).
  const windows = form.querySelector<HTMLElement>('[data-window-picker]');
  if (windows)
    form.addEventListener(
      'focusin',
      () => import(/* @vite-ignore */ windows.dataset.script!).then((m: WindowPicker) => m.pickWindow(form)),
      { once: true },
    );

  form.addEventListener(
    'invalid',
    (e) => {
      const text = validationText(e.target as unknown as CheckedField, s.validation);
      if (text) (e.target as HTMLInputElement).setCustomValidity(text);
    },
    true,
  );
  form.addEventListener('input', (e) => {
    const field = e.target as HTMLInputElement;
    field.setCustomValidity('');
    field.ariaInvalid = null;
  });

  let sending = false;
  form.addEventListener('submit', async (e) => {
    // "See the free windows" (before the picker replaced it) goes to the handler's page of windows, as without a script.
    if ((e as SubmitEvent).submitter?.hasAttribute('formaction')) return;
    e.preventDefault();
    if (sending) return;
    sending = true;
    submit.ariaDisabled = 'true';
    say('');
    try {
      const body = new FormData(form);
      // The script's own list is sent, not the input's files (emptied after each choice).
      body.delete('photos');
      const shrunk = await picked.prepared((text) => (submit.textContent = text));
      if (typeof shrunk === 'string') return fail(shrunk);
      const tooLarge = photosTooLarge(
        shrunk.map((b) => b.size),
        s.words,
      );
      if (tooLarge) return fail(tooLarge);
      for (const [i, b] of shrunk.entries()) body.append('photos', b, `photo-${i + 1}.jpg`);
      submit.textContent = s.words.sendingLabel;
      const res = await fetch(form.action, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(60_000),
      });
      const answer = (await res.json().catch(() => ({}))) as {
        message?: string;
        fields?: string[];
        reference?: string;
        requested?: string;
        window?: string;
      };
      if (res.ok) {
        form.hidden = true;
        const sent = root.querySelector<HTMLElement>('[data-quote-sent]')!;
        // The short reference the handler gave the request, for the visitor to read over the phone, and the window it
        // asked for, repeated as requested (the block's CSS then shows the steps of a request with one): ./QuoteSent.tsx.
        for (const [slot, text] of Object.entries({ reference: answer.reference, window: answer.requested }))
          if (text) sent.querySelector(`[data-quote-${slot}]`)!.textContent = text;
        sent.classList.remove('hidden');
        sent.focus();
        return;
      }
      const fields = (answer.fields ?? []).filter((n) => n in s.words.labels);
      for (const n of fields) form.querySelector(`[name="${n}"]`)?.setAttribute('aria-invalid', 'true');
      // The window was refused: the picker shows the free ones again with the next one (the handler's `window`)
      // chosen, and brings it into view beside the handler's sentence, which says why and names it.
      if (res.status === 409) form.dispatchEvent(new CustomEvent('windowtaken', { detail: answer.window }));
      else form.querySelector<HTMLElement>(`[name="${fields[0]}"]`)?.focus();
      // The handler's own sentence names fields by their keys; only the photos' says more than the labels do.
      const more = fields.includes('photos') && answer.message ? ` ${answer.message}` : '';
      say(
        fields.length
          ? `${s.words.invalid} ${fields.map((n) => s.words.labels[n]).join(', ')}.${more}`
          : (answer.message ?? s.words.error),
      );
    } catch {
      say(s.words.error);
    } finally {
      sending = false;
      submit.ariaDisabled = null;
      submit.textContent = s.words.submitLabel;
    }
  });

  /** A photo the form cannot send: the photo field marked, the reason said. */
  function fail(text: string) {
    photos.ariaInvalid = 'true';
    photos.focus();
    say(text);
  }
}
