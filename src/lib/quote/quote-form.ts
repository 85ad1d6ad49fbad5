/**
 * The quote request's limits and the little logic its page script and the handler share: how many photos, how
 * large, which kinds, and how far a photo is shrunk in the browser. Pure, so both sides and the tests use one copy.
 */
/** Where a quote is posted, and where a price row's link asks for the quote form with its job chosen (GET). */
export const QUOTE_API = '/api/quote';
export const MAX_PHOTOS = 5;
/**
 * All the photos of one request together, after the browser shrank them (the handler checks the bytes it gets): five
 * photos of MAX_PHOTO_EDGE as JPEG are 1.5-3.5 MB, and 4 MB fits the smallest host's request (Netlify's
 * NETLIFY_QUOTE_BODY_BYTES, below), so a post the page let through is never refused by the host.
 */
export const MAX_PHOTO_BYTES = 4 * 1024 * 1024;
/** A photo's long side after shrinking: enough to judge a job, small enough for a phone's upload. */
export const MAX_PHOTO_EDGE = 1600;
/** The kinds the form takes, as the input's `accept` and the canvas's output types. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * The whole body of a quote post the handler takes where the host allows it (npm start, Cloudflare, whose limit is
 * 100 MB but whose Worker has 128 MB of memory). A form sent without JavaScript sends its photos as the phone took
 * them, unshrunk (three phone photos made 11.4 MB), so this leaves room for five of them; and read whole, it is
 * answered within a second.
 */
export const MAX_QUOTE_BODY_BYTES = 24 * 1024 * 1024;
/**
 * The same on Netlify, whose functions take a 6 MB request at most (AWS Lambda's payload limit), and a multipart body
 * arrives there base64-encoded, a third larger: 4.5 MB of photos and fields fit.
 */
export const NETLIFY_QUOTE_BODY_BYTES = 4.5 * 1024 * 1024;

/** The size of a photo shrunk to fit MAX_PHOTO_EDGE on its long side (never enlarged). */
export function fitWithin(width: number, height: number, edge = MAX_PHOTO_EDGE): { width: number; height: number } {
  const scale = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A template of the page's words with its {placeholders} filled in (one function, so the page's script has one). */
export const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));

export interface PhotoProblemTexts {
  photosTooMany: string;
  photosTooLarge: string;
  photoNotImage: string;
}

/** What is wrong with the photos chosen (before shrinking: only their number and kind can be judged), or undefined. */
export function photoProblem(
  files: readonly { name: string; type: string }[],
  t: PhotoProblemTexts,
): string | undefined {
  if (files.length > MAX_PHOTOS) return fillIn(t.photosTooMany, { count: MAX_PHOTOS });
  // HEIC from a phone is accepted here: the browser that can open it re-encodes it as JPEG before sending.
  const odd = files.find((f) => !/^image\/(jpeg|png|webp|heic|heif|avif)$/i.test(f.type));
  return odd ? fillIn(t.photoNotImage, { name: odd.name }) : undefined;
}

/** The same judgement once the photos are shrunk: their total size. */
export const photosTooLarge = (sizes: readonly number[], t: PhotoProblemTexts) =>
  sizes.reduce((a, b) => a + b, 0) > MAX_PHOTO_BYTES
    ? fillIn(t.photosTooLarge, { size: MAX_PHOTO_BYTES / 1024 / 1024 })
    : undefined;
