/**
 * A WebP reduced to what draws it, so that no metadata survives (decision 53): the extended header (VP8X), the ICC
 * profile, the alpha channel and the one still image (VP8 or VP8L). EXIF, XMP and chunks of any other name go, as does
 * everything after the RIFF data; VP8X's flags then say only what is left and the RIFF size is written again. An
 * animation is refused: a photo of a job is a still image, and its frames would need rewriting chunk by chunk.
 */
import { ascii, concat } from './photo-parts.ts';

const ICC = 0x20;
const ALPHA = 0x10;

export const isWebp = (b: Uint8Array) => b.length > 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP';

export function stripWebp(b: Uint8Array): Uint8Array | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > b.length) return undefined;
  const kept: Uint8Array[] = [];
  let header: Uint8Array | undefined;
  let image = false;
  let icc = false;
  let at = 12;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) return undefined;
    const type = ascii(b, at, 4);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (end > riffEnd) return undefined;
    const chunk = b.subarray(at, end);
    if (type === 'VP8X') {
      if (at !== 12 || size !== 10) return undefined;
      header = chunk.slice();
    } else if (type === 'ANIM' || type === 'ANMF') return undefined;
    else if (type === 'VP8 ' || type === 'VP8L') {
      if (image) return undefined;
      image = true;
      kept.push(chunk);
    } else if (type === 'ALPH' || type === 'ICCP') {
      // Both belong to the extended format and come before the image they describe.
      if (!header || image) return undefined;
      if (type === 'ICCP') icc = true;
      kept.push(chunk);
    }
    at = end;
  }
  if (!image) return undefined;
  if (header) {
    header[8] = (header[8] & ALPHA) | (icc ? ICC : 0);
    header.fill(0, 9, 12); // reserved bytes
    kept.unshift(header);
  }
  const body = concat(kept);
  const riff = new Uint8Array(12);
  riff.set(b.subarray(0, 12));
  new DataView(riff.buffer).setUint32(4, body.length + 4, true);
  return concat([riff, body]);
}
