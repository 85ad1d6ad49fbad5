import { Picture } from '../../../components/Picture.tsx';
import { fill } from '../../../lib/i18n/fill.ts';
import type { GalleryWords, Photo } from './+data.ts';

const thumb =
  'block w-full cursor-pointer overflow-hidden rounded-lg opacity-75 ring-offset-2 transition hover:opacity-100 aria-[current=true]:opacity-100 aria-[current=true]:ring-3 aria-[current=true]:ring-accent-600';

type Props = { photos: Photo[]; selected: number; onSelect: (index: number) => void; words: GalleryWords };

/** Every photo of the project as a small button; the one on show is highlighted (aria-current). */
export function Thumbnails({ photos, selected, onSelect, words }: Props) {
  return (
    <ul className="mt-3 grid grid-cols-4 gap-2 sm:mt-4 sm:grid-cols-5 sm:gap-3" aria-label={words.photos}>
      {photos.map((p, i) => (
        <li key={p.pic.img.src}>
          <button
            type="button"
            className={thumb}
            aria-current={i === selected ? 'true' : undefined}
            onClick={() => onSelect(i)}
          >
            <span className="sr-only">{fill(words.photo, { n: i + 1 })}</span>
            <Picture pic={p.pic} alt={p.alt} sizes="120px" className="aspect-[16/10] w-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
