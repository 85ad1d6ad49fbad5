import type { KeyboardEvent } from 'react';
import { X } from '../../../components/icons.ts';
import { Picture } from '../../../components/Picture.tsx';
import { fill } from '../../../lib/i18n/fill.ts';
import { counterText, hasNavigation } from '../../../lib/widgets/gallery.ts';
import type { GalleryWords, Photo } from './+data.ts';
import { closeFallback } from './dialog-commands.ts';
import { GalleryArrows } from './GalleryArrows.tsx';
import { useSwipe } from './useSwipe.ts';

type Props = {
  id: string;
  title: string;
  photos: Photo[];
  index: number;
  onStep: (delta: number) => void;
  words: GalleryWords;
};

const KEY_STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * A modal dialog makes the page behind it inert, but Tab from its last button would still leave for the browser's
 * own controls; wrapping keeps keyboard users among the viewer's buttons (WAI-ARIA dialog pattern).
 */
function keepTabInside(e: KeyboardEvent<HTMLDialogElement>) {
  const buttons = [...e.currentTarget.querySelectorAll('button')];
  const [first, last] = [buttons[0], buttons.at(-1)];
  const target = e.shiftKey
    ? document.activeElement === first
      ? last
      : null
    : document.activeElement === last
      ? first
      : null;
  if (!target) return;
  e.preventDefault();
  target.focus();
}

/**
 * The full-screen photo viewer, a native modal <dialog>: it keeps focus inside, closes on Escape and
 * returns focus to the photo that opened it. Arrow keys and swipes step through the photos.
 */
export function Lightbox({ id, title, photos, index, onStep, words }: Props) {
  const photo = photos[index];
  const swipe = useSwipe(onStep);
  const nav = hasNavigation(photos.length);
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Tab') return keepTabInside(e);
    const step = KEY_STEP[e.key];
    if (!nav || step === undefined) return;
    e.preventDefault();
    onStep(step);
  };
  return (
    <dialog
      id={id}
      aria-label={fill(words.photosOf, { title })}
      onKeyDown={onKeyDown}
      className="m-0 size-full max-h-none max-w-none flex-col bg-neutral-950 p-0 text-white backdrop:bg-black/80 open:flex"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p className="font-semibold tabular-nums" aria-live="polite" data-testid="lightbox-counter">
          {counterText(index, photos.length)}
        </p>
        <button
          type="button"
          commandfor={id}
          command="close"
          onClick={() => closeFallback(id)}
          className="btn cursor-pointer px-3 text-white hover:bg-white/10"
        >
          <X className="size-6" aria-hidden="true" />
          <span className="sr-only">{words.close}</span>
        </button>
      </div>
      <div
        {...swipe}
        className={`relative flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-2 pb-6 sm:px-20 ${swipe.className}`}
      >
        <Picture
          pic={photo.pic}
          alt={photo.alt}
          sizes="100vw"
          className="h-auto max-h-[calc(100dvh-9rem)] w-auto max-w-full rounded-lg object-contain"
        />
        <p className="max-w-2xl px-4 text-center text-sm text-neutral-200" aria-hidden="true">
          {photo.alt}
        </p>
        {/* On a phone the photo is short and the arrows at mid-height covered the caption: there they sit in a row below it. */}
        {nav && (
          <div className="flex gap-8 sm:contents">
            <GalleryArrows
              onStep={onStep}
              words={words}
              inset="max-sm:static max-sm:translate-y-0 sm:left-4"
              insetEnd="max-sm:static max-sm:translate-y-0 sm:right-4"
            />
          </div>
        )}
      </div>
    </dialog>
  );
}
