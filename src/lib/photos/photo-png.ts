/**
 * A PNG reduced to what draws it, so that no metadata survives (decision 53): the critical chunks (IHDR, PLTE, IDAT,
 * IEND) and, before the image data, the ancillary chunks that change its pixels or size on screen: transparency, gamma,
 * chromaticities, sRGB, the ICC profile, the colour space (cICP) and the pixel size. Anything else goes, whatever its
 * name or case (exiftool reads EXIF from `exIf` as from `eXIf`), and so does everything after IEND. Every chunk's CRC
 * is checked: a length that lands in the wrong place fails it, so a broken file is refused rather than cut at a guess.
 */
import { ascii, concat } from './photo-parts.ts';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DRAWN = new Set(['PLTE', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'cICP', 'pHYs']);
/** Chunks of a fixed length (PNG specification, 11.2-11.3): any other length is a broken file. */
const FIXED: Record<string, number> = { IHDR: 13, IEND: 0, gAMA: 4, cHRM: 32, sRGB: 1, cICP: 4, pHYs: 9 };

export const isPng = (b: Uint8Array) => b.length > 8 && SIGNATURE.every((v, i) => b[i] === v);

export function stripPng(b: Uint8Array): Uint8Array | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const kept = [b.subarray(0, 8)];
  let at = 8;
  let data: 'before' | 'in' | 'after' = 'before';
  while (at + 12 <= b.length) {
    const length = view.getUint32(at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (end > b.length || !/^[A-Za-z]{4}$/.test(type) || (at === 8) !== (type === 'IHDR')) return undefined;
    if (FIXED[type] !== undefined && FIXED[type] !== length) return undefined;
    if (crc32(b, at + 4, end - 4) !== view.getUint32(end - 4)) return undefined;
    const chunk = b.subarray(at, end);
    if (type === 'IEND') return data === 'before' ? undefined : concat([...kept, chunk]);
    // The image data is one run of IDAT chunks; one after another chunk would not be drawn alike everywhere.
    if (type === 'IDAT') {
      if (data === 'after') return undefined;
      data = 'in';
    } else if (data === 'in') data = 'after';
    const critical = (b[at + 4] & 0x20) === 0;
    if (critical && !['IHDR', 'PLTE', 'IDAT'].includes(type)) return undefined; // a decoder must refuse it too
    if (type === 'PLTE' && data !== 'before') return undefined; // the palette must come before the pixels using it
    if (critical || (data === 'before' && DRAWN.has(type))) kept.push(chunk);
    at = end;
  }
  return undefined;
}

let table: Uint32Array | undefined;

/** CRC-32 (ISO 3309, as PNG uses it) of b[from, to), with the usual 256-entry table made on first use. */
function crc32(b: Uint8Array, from: number, to: number): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = from; i < to; i++) crc = table[(crc ^ b[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
