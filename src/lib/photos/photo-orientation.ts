/**
 * The one EXIF tag a cleaned JPEG keeps (./photo-jpeg.ts): Orientation. A phone stores a portrait photo's pixels
 * sideways and writes in EXIF how to turn them; browsers turn the picture by it (CSS image-orientation: from-image, the
 * default). Turning the pixels instead would mean decoding and encoding them again, which no host of this site can
 * afford the same way (decision 53), so the tag is read from the photo's EXIF and written again in an EXIF of its own:
 * one directory of one entry, nothing that points anywhere, so no location, date or device can ride along.
 */
import { ascii } from './photo-parts.ts';

const ORIENTATION = 0x0112;
const SHORT = 3;

/** The Orientation (2-8: turned or mirrored) of an APP1 segment's data, or undefined for none, 1 (upright) or a bad one. */
export function exifOrientation(data: Uint8Array): number | undefined {
  if (data.length < 6 + 8 || ascii(data, 0, 6) !== 'Exif\0\0') return undefined;
  const tiff = new DataView(data.buffer, data.byteOffset + 6, data.byteLength - 6);
  const order = ascii(data, 6, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  if (tiff.getUint16(2, little) !== 42) return undefined;
  const ifd = tiff.getUint32(4, little);
  if (ifd + 2 > tiff.byteLength) return undefined;
  const count = tiff.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.byteLength) return undefined;
    if (tiff.getUint16(at, little) !== ORIENTATION) continue;
    if (tiff.getUint16(at + 2, little) !== SHORT || tiff.getUint32(at + 4, little) !== 1) return undefined;
    const value = tiff.getUint16(at + 8, little);
    return value >= 2 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** An APP1 segment whose EXIF holds the orientation alone: a big-endian TIFF, IFD0 of one entry, no next directory. */
export function orientationSegment(orientation: number): Uint8Array {
  const tiff = [
    0x4d,
    0x4d,
    0,
    42,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    SHORT,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const data = [...'Exif\0\0'].map((ch) => ch.charCodeAt(0)).concat(tiff);
  return Uint8Array.of(0xff, 0xe1, 0, data.length + 2, ...data);
}
