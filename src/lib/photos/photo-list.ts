/**
 * The rules of the quote form's own list of photos (its script keeps the list, src/pages/quote/photo-picker.ts):
 * each choice adds to the photos already listed, up to MAX_PHOTOS, and only files the form takes; and the words that
 * list says. Pure, so the rules are tested without a browser.
 */
import { fillIn, MAX_PHOTOS, type PhotoProblemTexts, photoProblem } from '../quote/quote-form.ts';

export interface PhotoListTexts extends PhotoProblemTexts {
  /** "{count} of {max} photos" */
  photosChosen: string;
  /** "Remove photo {index}" */
  photoRemove: string;
  /** "Preparing photo {index} of {count}…" */
  photosPreparing: string;
}

/**
 * Which of the files just chosen join the `listed` photos: those the form takes, in the order chosen, as many as fit
 * within `max`; `problem` says in the page's words why any was left out (a file that is no photo first).
 */
export function admitPhotos<T extends { name: string; type: string }>(
  listed: number,
  chosen: readonly T[],
  t: PhotoProblemTexts,
  max = MAX_PHOTOS,
): { added: T[]; problem?: string } {
  const photos = chosen.filter((f) => !photoProblem([f], t));
  const odd = chosen.find((f) => !photos.includes(f));
  const room = Math.max(0, max - listed);
  const problem = odd
    ? photoProblem([odd], t)
    : photos.length > room
      ? fillIn(t.photosTooMany, { count: max })
      : undefined;
  return { added: photos.slice(0, room), ...(problem ? { problem } : {}) };
}

/** What the list shows under the photos: "2 of 5 photos", nothing when there are none. */
export const photosChosenText = (count: number, t: PhotoListTexts, max = MAX_PHOTOS) =>
  count ? fillIn(t.photosChosen, { count, max }) : '';
