/**
 * A photo as the quote handler takes it: known by its first bytes (never its name or the type the browser claims),
 * JPEG, PNG or WebP only (an SVG is a document that can run script; HEIC and AVIF keep their metadata in boxes this
 * does not rewrite, and a browser with JavaScript sends them as JPEG anyway), and reduced to what draws the image: each
 * format's parser keeps the parts that draw and drops everything else, wherever it sits and whatever it is called, so
 * location data cannot survive in a structure nobody listed (decision 53). Pixels are never decoded, so this runs alike
 * on Node, Workers and Netlify. A file whose structure does not add up is refused rather than passed on half-cleaned.
 */
import { stripJpeg } from './photo-jpeg.ts';
import { isPng, stripPng } from './photo-png.ts';
import { isWebp, stripWebp } from './photo-webp.ts';

export type PhotoKind = 'jpg' | 'png' | 'webp';

export const PHOTO_MIME: Record<PhotoKind, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The kind of photo the bytes are, from their magic number; undefined for anything else. */
export function photoKind(b: Uint8Array): PhotoKind | undefined {
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (isPng(b)) return 'png';
  if (isWebp(b)) return 'webp';
  return undefined;
}

/** The photo with only what draws it, or undefined when it is not a well-formed photo of its kind. */
export function stripMetadata(b: Uint8Array): { kind: PhotoKind; bytes: Uint8Array } | undefined {
  const kind = photoKind(b);
  if (!kind) return undefined;
  const bytes = kind === 'jpg' ? stripJpeg(b) : kind === 'png' ? stripPng(b) : stripWebp(b);
  return bytes && { kind, bytes };
}
