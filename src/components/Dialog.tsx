import type { ReactNode } from 'react';
import { useMessages } from './i18n.ts';
import { X } from './icons.ts';

/**
 * A button that opens a modal <dialog>. Invoker commands (commandfor/command) open and close it natively: focus
 * moves in and back, Escape closes, the rest of the page is inert, with no JavaScript (src/client/invokers.ts fills
 * in for browsers without invoker commands).
 */
export function Dialog({
  id,
  label,
  heading,
  buttonClass = 'btn-primary',
  children,
}: {
  id: string;
  label: string;
  heading: string;
  buttonClass?: string;
  children: ReactNode;
}) {
  const t = useMessages();
  return (
    <>
      <button type="button" className={buttonClass} commandfor={id} command="show-modal">
        {label}
      </button>
      <dialog
        id={id}
        aria-labelledby={`${id}-title`}
        className="m-auto max-h-[90dvh] w-[min(44rem,calc(100vw-1.5rem))] rounded-2xl p-0 text-slate-700 shadow-2xl backdrop:bg-brand-950/70 backdrop:backdrop-blur-sm"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-5 py-3 sm:px-6">
          <h2 id={`${id}-title`} className="text-xl sm:text-2xl">
            {heading}
          </h2>
          <button
            type="button"
            className="flex size-11 shrink-0 items-center justify-center rounded-xl hover:bg-brand-50"
            commandfor={id}
            command="close"
          >
            <X className="size-6" aria-hidden="true" />
            <span className="sr-only">{t.chrome.close}</span>
          </button>
        </div>
        <div className="p-5 sm:p-6">{children}</div>
      </dialog>
    </>
  );
}
