import { useState } from 'react';
import { Expand } from '../../../components/icons.ts';
import { Picture } from '../../../components/Picture.tsx';
import { counterText, hasNavigation, stepIndex } from '../../../lib/widgets/gallery.ts';
import type { GalleryWords, Photo } from './+data.ts';
import { showModalFallback } from './dialog-commands.ts';
import { GalleryArrows } from './GalleryArrows.tsx';
import { Lightbox } from './Lightbox.tsx';
import { Thumbnails } from './Thumbnails.tsx';
import { useSwipe } from './useSwipe.ts';

const LIGHTBOX = 'lightbox';

/**
 * The main photo with wrapping arrows and the 'n / total' counter, the thumbnail strip, and the
 * full-screen lightbox that clicking the main photo opens (a native dialog, which opens without JavaScript too). One
 * index drives all three: the gallery is an island, hydrated when the visitor first touches it.
 */
export function Gallery({ title, photos, words }: { title: string; photos: Photo[]; words: GalleryWords }) {
  const [index, setIndex] = useState(0);
  const step = (delta: number) => setIndex((i) => stepIndex(i, delta, photos.length));
  const swipe = useSwipe(step);
  const nav = hasNavigation(photos.length);
  const photo = photos[index];
  return (
    <div>
      <div
        {...swipe}
        className={`group relative overflow-hidden rounded-2xl bg-slate-200 shadow-md ${swipe.className}`}
        data-testid="gallery"
      >
        <button
          type="button"
          commandfor={LIGHTBOX}
          command="show-modal"
          onClick={() => showModalFallback(LIGHTBOX)}
          className="block w-full cursor-zoom-in"
        >
          <span className="sr-only">{words.fullScreen}</span>
          <Picture
            pic={photo.pic}
            alt={photo.alt}
            sizes="(min-width: 1152px) 600px, (min-width: 1024px) 52vw, calc(100vw - 2rem)"
            priority
            className="aspect-[16/10] w-full object-cover"
          />
          <span
            className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full bg-black/60 text-white transition group-hover:bg-black/80"
            aria-hidden="true"
          >
            <Expand className="size-5" />
          </span>
        </button>
        {nav && <GalleryArrows onStep={step} words={words} />}
        <p
          className="absolute right-3 bottom-3 rounded-full bg-black/75 px-3 py-1 text-sm font-semibold text-white tabular-nums"
          aria-live="polite"
          data-testid="gallery-counter"
        >
          {counterText(index, photos.length)}
        </p>
      </div>
      {nav && <Thumbnails photos={photos} selected={index} onSelect={setIndex} words={words} />}
      <Lightbox id={LIGHTBOX} title={title} photos={photos} index={index} onStep={step} words={words} />
    </div>
  );
}
