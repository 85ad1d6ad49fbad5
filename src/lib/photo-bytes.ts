/**
 * A photo as the quote handler takes it: known by its first bytes (never its name or the type the browser claims),
 * JPEG, PNG or WebP only (an SVG is a document that can run script; HEIC and AVIF keep their metadata in boxes this
 * does not rewrite, and a browser with JavaScript sends them as JPEG anyway), and without the metadata that can say
 * where it was taken: a JPEG loses its APP1 (EXIF, XMP), APP13 (IPTC) and comment segments, a PNG its eXIf and text
 * chunks, a WebP its EXIF and XMP chunks. Pixels are never decoded, so this runs alike on Node, Workers and Netlify.
 * A file whose structure does not add up is refused rather than passed on half-cleaned.
 */
export type PhotoKind = 'jpg' | 'png' | 'webp';

export const PHOTO_MIME: Record<PhotoKind, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

/** The kind of photo the bytes are, from their magic number; undefined for anything else. */
export function photoKind(b: Uint8Array): PhotoKind | undefined {
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length > 8 && PNG_SIGNATURE.every((v, i) => b[i] === v)) return 'png';
  if (b.length > 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  return undefined;
}

/** The photo without location and other metadata, or undefined when it is not a well-formed photo of its kind. */
export function stripMetadata(b: Uint8Array): { kind: PhotoKind; bytes: Uint8Array } | undefined {
  const kind = photoKind(b);
  if (!kind) return undefined;
  const bytes = kind === 'jpg' ? stripJpeg(b) : kind === 'png' ? stripPng(b) : stripWebp(b);
  return bytes && { kind, bytes };
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** JPEG segments kept: APP0 (JFIF), APP2 (the ICC colour profile), APP14 (Adobe's colour transform). */
const KEPT_APP = new Set([0xe0, 0xe2, 0xee]);

function stripJpeg(b: Uint8Array): Uint8Array | undefined {
  const parts = [b.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    const length = (b[at + 2] << 8) | b[at + 3];
    const end = at + 2 + length;
    if (length < 2 || end > b.length) return undefined;
    // Start of scan: the compressed image and the end marker follow; nothing after it is metadata a reader shows.
    if (marker === 0xda) return concat([...parts, b.subarray(at)]);
    const isApp = marker >= 0xe0 && marker <= 0xef;
    if (!(isApp && !KEPT_APP.has(marker)) && marker !== 0xfe) parts.push(b.subarray(at, end));
    at = end;
  }
  return undefined;
}

const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function stripPng(b: Uint8Array): Uint8Array | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const parts = [b.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= b.length) {
    const length = view.getUint32(at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (end > b.length) return undefined;
    if (!PNG_DROPPED.has(type)) parts.push(b.subarray(at, end));
    if (type === 'IEND') return concat(parts);
    at = end;
  }
  return undefined;
}

const WEBP_DROPPED = new Set(['EXIF', 'XMP ']);

function stripWebp(b: Uint8Array): Uint8Array | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > b.length) return undefined;
  const chunks: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = ascii(b, at, 4);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd) return undefined;
    if (!WEBP_DROPPED.has(type)) {
      const chunk = b.slice(at, Math.min(end, riffEnd));
      // VP8X announces which metadata chunks follow: clear the EXIF (0x08) and XMP (0x04) flags of those dropped.
      if (type === 'VP8X' && size >= 1) chunk[8] &= ~0x0c;
      chunks.push(chunk);
    }
    at = end;
  }
  if (!chunks.length) return undefined;
  const body = concat(chunks);
  const header = new Uint8Array(12);
  header.set(b.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return concat([header, body]);
}
