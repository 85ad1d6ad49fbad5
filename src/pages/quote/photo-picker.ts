/**
 * The quote form's photos as a phone user expects them (the rules: src/lib/photos/photo-list.ts): each choice adds to a list
 * of thumbnails the script keeps, each with its remove button, and the file input is emptied so the same photo can
 * be chosen again. Each photo is shrunk as soon as it is chosen, one at a time, so Send does not wait for all of them.
 */
import { admitPhotos, type PhotoListTexts, photosChosenText } from '../../lib/photos/photo-list.ts';
import { fillIn, fitWithin } from '../../lib/quote/quote-form.ts';

interface Photo {
  file: File;
  item: HTMLLIElement;
  remove: HTMLButtonElement;
  /** The shrunk JPEG, or undefined when the browser cannot draw the file. */
  ready: Promise<Blob | undefined>;
  done?: boolean;
}

/** A photo drawn again at its shrunk size: a new JPEG without the original's metadata (its location). */
async function shrink(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff'; // a transparent PNG gets a white background, not black
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas'))), 'image/jpeg', 0.85),
  );
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]>) =>
  Object.assign(document.createElement(tag), props);

/**
 * Builds the list after the photos' field; `say` shows a refusal in the form's alert. `prepared` resolves the shrunk
 * photos in the list's order (or the sentence that stops the send), showing which one it still waits for.
 */
export function pickPhotos(input: HTMLInputElement, t: PhotoListTexts, say: (text: string) => void) {
  const photos: Photo[] = [];
  const status = element('p', { className: 'text-sm font-semibold text-slate-700 empty:hidden' });
  status.setAttribute('aria-live', 'polite');
  const list = element('ul', { className: 'flex flex-wrap gap-4 empty:hidden' });
  (input.closest('label') ?? input).after(list, status);
  // The list says how many are chosen: the input's own "No file chosen" would contradict it once it is emptied.
  input.classList.add('text-transparent');
  let queue: Promise<unknown> = Promise.resolve();

  const show = () => {
    list.replaceChildren(
      ...photos.map((p, i) => {
        p.remove.setAttribute('aria-label', fillIn(t.photoRemove, { index: i + 1 }));
        return p.item;
      }),
    );
    status.textContent = photosChosenText(photos.length, t);
  };

  input.addEventListener('change', () => {
    const { added, problem } = admitPhotos(photos.length, [...(input.files ?? [])], t);
    input.value = '';
    say(problem ?? '');
    for (const file of added) {
      const url = URL.createObjectURL(file);
      const remove = element('button', {
        type: 'button',
        textContent: '×',
        className:
          'absolute -top-2 -right-2 size-11 rounded-full border-2 border-white bg-brand-900 text-xl text-white',
      });
      const item = element('li', { className: 'relative' });
      item.append(element('img', { src: url, alt: file.name, className: 'size-20 rounded-lg object-cover' }), remove);
      const photo: Photo = { file, item, remove, ready: Promise.resolve(undefined) };
      // One photo at a time, so a phone holds one full-size image in memory; a photo removed meanwhile is skipped.
      photo.ready = queue
        .then(() => (photos.includes(photo) ? shrink(file) : undefined))
        .catch(() => undefined)
        .then((blob) => {
          photo.done = true;
          if (!blob && photos.includes(photo)) say(fillIn(t.photoNotImage, { name: file.name }));
          return blob;
        });
      queue = photo.ready;
      remove.addEventListener('click', () => {
        const i = photos.indexOf(photo);
        photos.splice(i, 1);
        URL.revokeObjectURL(url);
        show();
        (photos[i] ?? photos[i - 1])?.remove.focus();
        if (!photos.length) input.focus();
      });
      photos.push(photo);
    }
    show();
  });

  return {
    async prepared(progress: (text: string) => void): Promise<Blob[] | string> {
      const blobs: Blob[] = [];
      // The photos listed when Send was tapped, in that order (the list can change while they are prepared).
      const sent = [...photos];
      try {
        for (const [i, p] of sent.entries()) {
          if (!p.done) {
            status.textContent = fillIn(t.photosPreparing, { index: i + 1, count: sent.length });
            progress(status.textContent);
          }
          const blob = await p.ready;
          if (!blob) return fillIn(t.photoNotImage, { name: p.file.name });
          blobs.push(blob);
        }
        return blobs;
      } finally {
        show();
      }
    },
  };
}
