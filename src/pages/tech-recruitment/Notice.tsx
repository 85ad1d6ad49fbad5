import { type PointerEvent, useEffect, useRef } from 'react';
import { X } from '../../components/icons.ts';
import { swipeStep } from '../../lib/widgets/gallery.ts';

export interface NoticeMessage {
  tone: 'error' | 'success';
  title: string;
  text: string;
}

const TONES = { error: 'border-red-700 bg-red-50 text-red-900', success: 'border-ok-700 bg-green-50 text-green-900' };

/**
 * The application's notifications, in place of a toast library: a live region in the flow of the page,
 * right above the control it concerns, so it can never cover a form's controls. A message stays until it is replaced
 * or dismissed (a time limit would take an error away before it is read): by its close button, Escape (unless a
 * dialog is open), or a sideways swipe; Alt+T moves the focus to it.
 */
export function Notice({
  message,
  onDismiss,
  labels,
}: {
  message: NoticeMessage | null;
  onDismiss: () => void;
  labels: { label: string; close: string };
}) {
  const area = useRef<HTMLElement>(null);
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.code === 'KeyT') {
        e.preventDefault();
        area.current?.focus();
      } else if (e.key === 'Escape' && message && !e.defaultPrevented && !document.querySelector('dialog[open]'))
        onDismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [message, onDismiss]);
  const onPointerUp = (e: PointerEvent) => {
    const s = start.current;
    start.current = null;
    if (s && s.id === e.pointerId && swipeStep(e.clientX - s.x, e.clientY - s.y) !== 0) onDismiss();
  };
  return (
    <section ref={area} tabIndex={-1} aria-label={labels.label} data-testid="notices">
      <div role="status">
        {message && (
          <div
            data-tone={message.tone}
            onPointerDown={(e) =>
              (start.current = e.pointerType === 'mouse' ? null : { id: e.pointerId, x: e.clientX, y: e.clientY })
            }
            onPointerUp={onPointerUp}
            onPointerCancel={() => (start.current = null)}
            className={`flex touch-pan-y items-start gap-3 rounded-xl border-l-4 p-4 ${TONES[message.tone]}`}
          >
            <div className="grow">
              <p className="text-base font-bold">{message.title}</p>
              <p className="text-sm">{message.text}</p>
            </div>
            <button
              type="button"
              onClick={onDismiss}
              className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg hover:bg-black/5"
            >
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">{labels.close}</span>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
