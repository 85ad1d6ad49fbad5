import { HONEYPOT } from '../lib/forms/form-entries.ts';

/** The field hidden from people that bots fill: the form's schema refuses any value in it (maxLength 0). */
export function Honeypot({ label }: { label: string }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        {label}
        <input name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
