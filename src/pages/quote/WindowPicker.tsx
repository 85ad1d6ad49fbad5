import type { Data } from './+data.ts';

type Form = Data['form'];

/**
 * The arrival window a visitor may ask for (optional). Pre-rendered, the page cannot know which windows are free
 * today, so without JavaScript it offers a button that sends what was typed to the handler, which answers a page of
 * the free windows with the request ready to send (src/server/windows/window-answer.ts); the browser checks the required
 * fields first. The page's script swaps the button for the free windows as choices (./window-picker.ts, loaded on the
 * form's first use).
 */
export function WindowPicker({ form, id }: { form: Form; id: string }) {
  const w = form.window.words;
  return (
    <fieldset
      className="grid gap-2"
      data-window-picker={JSON.stringify({ url: form.window.url, noPreference: w.noPreference, moreDays: w.moreDays })}
      data-script={form.window.script}
    >
      <legend className="mb-1.5 font-semibold text-brand-900">{w.label}</legend>
      <div className="grid gap-1.5" data-window-choices>
        <button
          type="submit"
          formAction={form.window.page}
          formMethod="post"
          // Only the typed fields: photos would be sent for nothing, the page of windows asks for them again.
          formEncType="application/x-www-form-urlencoded"
          aria-describedby={`${id}-window-hint`}
          className="btn-outline w-fit"
        >
          {w.choose}
        </button>
        <span id={`${id}-window-hint`} className="text-sm text-slate-600">
          {w.chooseHint}
        </span>
      </div>
      <p className="text-sm text-slate-600">{w.confirm}</p>
    </fieldset>
  );
}
