import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A button that opens a modal <dialog>. Invoker commands (commandfor/command) open and close it natively: focus
 * moves in and back, Escape closes, the rest of the page is inert, with no JavaScript.
 */
export function Dialog({ id, label, heading, buttonClass = 'btn-primary', children }: { id: string; label: string; heading: string; buttonClass?: string; children: ReactNode }) {
  return (
    <>
      <button type="button" className={buttonClass} commandfor={id} command="show-modal">{label}</button>
      <dialog id={id} aria-labelledby={`${id}-title`} className="m-auto max-h-[90dvh] w-[min(44rem,92vw)] rounded-2xl p-0 text-slate-800 backdrop:bg-black/60">
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 p-4">
          <h2 id={`${id}-title`} className="text-2xl font-bold">{heading}</h2>
          <button type="button" className="btn px-3" commandfor={id} command="close">
            <X className="size-5" aria-hidden="true" /><span className="sr-only">Close</span>
          </button>
        </div>
        <div className="p-6">{children}</div>
      </dialog>
    </>
  );
}
