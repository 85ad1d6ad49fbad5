/**
 * A JPEG reduced to what draws its first image, so that no metadata reaches the owner or a later viewer (decision 53):
 * SOI, the frame header, the tables, every scan of the first image (a progressive one has several, with tables between
 * them) and EOI, plus a JFIF header without its thumbnail, the ICC colour profile, Adobe's colour-transform flag
 * (without it a CMYK or RGB JPEG draws other colours) and the EXIF orientation of the first EXIF before the image,
 * written again alone (./photo-orientation.ts: a phone's portrait photo stays upright). Every other APPn (EXIF, XMP,
 * MPF's index, IPTC...) and comment is dropped wherever it sits, between scans too, and nothing after the first EOI is
 * kept: a multi-picture file's second image and appended data go with it. One forward pass over the bytes; a structure
 * that does not add up is refused, never passed on half-read.
 */
import { exifOrientation, orientationSegment } from './photo-orientation.ts';
import { ascii, concat } from './photo-parts.ts';

const EOI = Uint8Array.of(0xff, 0xd9);
const SOS = 0xda;
/** Segments that draw: quantization and Huffman tables, arithmetic coding conditions, restart interval, line count. */
const TABLES = new Set([0xdb, 0xc4, 0xcc, 0xdd, 0xdc]);
/** Frame headers SOF0-SOF15; C4, C8 and CC share the range but are DHT, a reserved code and DAC. */
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const isApp = (m: number) => m >= 0xe0 && m <= 0xef;

export function stripJpeg(b: Uint8Array): Uint8Array | undefined {
  const kept: Uint8Array[] = [b.subarray(0, 2)];
  let at = 2;
  let frame = false;
  let scans = 0;
  let jfif = false;
  let exif = false;
  while (at < b.length) {
    if (b[at] !== 0xff) return undefined;
    while (b[at] === 0xff) at++; // fill bytes may pad any marker
    const marker = b[at];
    const start = at - 1;
    if (marker === 0xd9) return scans ? concat([...kept, EOI]) : undefined;
    if (at + 3 > b.length) return undefined;
    const end = at + 1 + ((b[at + 1] << 8) | b[at + 2]);
    if (end < at + 3 || end > b.length) return undefined;
    const data = b.subarray(at + 3, end);
    if (marker === SOS) {
      const scanEnd = frame ? entropyEnd(b, end) : undefined;
      if (scanEnd === undefined) return undefined;
      kept.push(b.subarray(start, scanEnd));
      scans++;
      at = scanEnd;
      continue;
    }
    if (isFrame(marker)) {
      // A second frame would be a hierarchical JPEG, which browsers do not draw.
      if (frame) return undefined;
      frame = true;
      kept.push(b.subarray(start, end));
    } else if (TABLES.has(marker)) kept.push(b.subarray(start, end));
    else if (isApp(marker)) {
      const segment = keptApp(marker, data, jfif) ?? (isIcc(marker, data) ? b.subarray(start, end) : undefined);
      if (segment) kept.push(segment);
      if (marker === 0xe0 && segment) jfif = true;
      // Decoders read the orientation from the EXIF before the first scan; the first EXIF segment is the photo's own.
      if (marker === 0xe1 && !exif && !scans && ascii(data, 0, 6) === 'Exif\0\0') {
        exif = true;
        const orientation = exifOrientation(data);
        if (orientation) kept.push(orientationSegment(orientation));
      }
    } else if (marker !== 0xfe) return undefined; // a second SOI, a stray restart, JPEG-LS or reserved codes
    at = end;
  }
  return undefined;
}

/**
 * Where the entropy-coded data that follows a scan header ends: at the first marker that is not a stuffed 0xFF00, a
 * restart marker or a fill byte. undefined when the file ends first.
 */
function entropyEnd(b: Uint8Array, from: number): number | undefined {
  let at = from;
  for (;;) {
    at = b.indexOf(0xff, at);
    if (at < 0 || at + 1 >= b.length) return undefined;
    const next = b[at + 1];
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else if (next === 0xff) at += 1;
    else return at;
  }
}

/** A part of an ICC colour profile (APP2, numbered parts), kept as it is. */
const isIcc = (marker: number, data: Uint8Array) =>
  marker === 0xe2 && data.length > 14 && ascii(data, 0, 12) === 'ICC_PROFILE\0';

/**
 * The APPn segments of fixed fields that change how the image draws, rebuilt from those fields so nothing rides
 * along: the first JFIF header (version, units, density) without a thumbnail, and Adobe's 12 bytes.
 */
function keptApp(marker: number, data: Uint8Array, jfif: boolean): Uint8Array | undefined {
  const fixed = (length: number) => concat([Uint8Array.of(0xff, marker, 0, length + 2), data.subarray(0, length)]);
  if (marker === 0xe0 && !jfif && data.length >= 14 && ascii(data, 0, 5) === 'JFIF\0') {
    const header = fixed(14);
    header.fill(0, 16); // no thumbnail: its width and height are 0
    return header;
  }
  if (marker === 0xee && data.length >= 12 && ascii(data, 0, 5) === 'Adobe') return fixed(12);
  return undefined;
}
