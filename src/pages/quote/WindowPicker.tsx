import type { Data } from './+data.ts';

type Form = Data['form'];

/**
 * The arrival window a visitor may ask for (optional). Pre-rendered, the page cannot know which windows are free
 * today, so without JavaScript it offers a date-and-time field named `window`: its value is the very form the handler
 * takes ("2026-11-30T08:00"), and the handler refuses on post a window that is full or not offered, naming the next
 * free one. The page's script swaps the field for the free windows as choices (./window-picker.ts, loaded on the
 * form's first use).
 */
export function WindowPicker({ form, id }: { form: Form; id: string }) {
  const w = form.words.window;
  return (
    <fieldset
      className="grid gap-2"
      data-window-picker={JSON.stringify({ url: form.window.url, noPreference: w.noPreference, moreDays: w.moreDays })}
      data-script={form.window.script}
    >
      <legend className="mb-1.5 font-semibold text-brand-900">{w.label}</legend>
      <div className="grid gap-1.5" data-window-choices>
        <input
          name="window"
          type="datetime-local"
          step={form.window.step}
          aria-label={w.label}
          aria-describedby={`${id}-window-hint`}
          className="field aria-invalid:border-red-700 aria-invalid:ring-2 aria-invalid:ring-red-700/30"
        />
        <span id={`${id}-window-hint`} className="text-sm text-slate-600">
          {w.hint}
        </span>
      </div>
      <p className="text-sm text-slate-600">{w.confirm}</p>
    </fieldset>
  );
}
