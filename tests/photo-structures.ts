import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { GPS_MARKER, MARKER, photoWithLocation } from './photos.ts';

// Photos whose location hides where a metadata remover that stops early or names what it drops lets it through, each
// built from sharp's output by splicing bytes: why the cleaner keeps what draws instead (decision 53). Every one still
// decodes (to its first image), so a cleaned copy's pixels can be compared with it.

/** The same image without metadata; a progressive JPEG has several scans. */
export function plainPhoto(format: 'jpeg' | 'png' | 'webp', progressive = false): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  return (format === 'jpeg' ? image.jpeg({ progressive }) : image[format]()).toBuffer();
}

const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const segment = (marker: number, data: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker]), u16(data.length + 2), data]);

/** The APP1 segment (EXIF with GPS) of sharp's JPEG, taken whole: it follows the start-of-image marker. */
async function exifApp1(): Promise<Buffer> {
  const jpeg = await photoWithLocation('jpeg');
  if (jpeg[3] !== 0xe1)
    throw new Error('sharp no longer writes EXIF right after SOI: find the APP1 segment another way');
  return jpeg.subarray(2, 4 + jpeg.readUInt16BE(4));
}

/** The EXIF (TIFF bytes with a GPS directory) that sharp writes in a PNG's eXIf chunk. */
async function exifTiff(): Promise<Buffer> {
  const png = await photoWithLocation('png');
  const at = png.indexOf('eXIf') - 4;
  return png.subarray(at + 8, at + 8 + png.readUInt32BE(at));
}

/** A multi-picture JPEG (CIPA MPF): a clean first image whose APP2 index points at a second image with GPS. */
export async function jpegMultiPicture(): Promise<Buffer> {
  const [first, second] = [await plainPhoto('jpeg'), await photoWithLocation('jpeg')];
  // MP index in big-endian TIFF form: version, number of images, and one 16-byte entry per image.
  const entries = 3;
  const ifdSize = 2 + entries * 12 + 4;
  const entryAt = 8 + ifdSize;
  const app2Size = 2 + 2 + 4 + entryAt + 32;
  const secondOffset = first.length + app2Size - (2 + 4 + 4); // from the TIFF header, as MPF counts
  const tag = (id: number, type: number, count: number, value: Buffer) =>
    Buffer.concat([u16(id), u16(type), u32(count), value]);
  const tiff = Buffer.concat([
    Buffer.from('MM\0\x2a', 'latin1'),
    u32(8),
    u16(entries),
    tag(0xb000, 7, 4, Buffer.from('0100')),
    tag(0xb001, 4, 1, u32(2)),
    tag(0xb002, 7, 32, u32(entryAt)),
    u32(0),
    Buffer.concat([u32(0x20030000), u32(first.length + app2Size), u32(0), u16(0), u16(0)]),
    Buffer.concat([u32(0x00020002), u32(second.length), u32(secondOffset), u16(0), u16(0)]),
  ]);
  const app2 = segment(0xe2, Buffer.concat([Buffer.from('MPF\0', 'latin1'), tiff]));
  if (app2.length !== app2Size) throw new Error(`MPF segment is ${app2.length} bytes, not ${app2Size}`);
  return Buffer.concat([first.subarray(0, 2), app2, first.subarray(2), second]);
}

/** A progressive JPEG with an APP1 EXIF (GPS) segment between its first and second scans. */
export async function jpegExifBetweenScans(): Promise<Buffer> {
  const jpeg = await plainPhoto('jpeg', true);
  const first = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  const second = jpeg.indexOf(Buffer.from([0xff, 0xda]), first + 2);
  if (second < 0) throw new Error('sharp wrote one scan: this photo needs a progressive JPEG');
  return Buffer.concat([jpeg.subarray(0, second), await exifApp1(), jpeg.subarray(second)]);
}

/** A JPEG followed, after its end-of-image marker, by EXIF with GPS (as some phone apps append). */
export async function jpegTrailingExif(): Promise<Buffer> {
  return Buffer.concat([await plainPhoto('jpeg'), Buffer.from('Exif\0\0', 'latin1'), await exifTiff()]);
}

const pngChunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
};

/** A PNG whose EXIF (GPS) sits in an `exIf` chunk: a spelling exiftool reads as eXIf. */
export async function pngExIf(): Promise<Buffer> {
  const png = await plainPhoto('png');
  return Buffer.concat([png.subarray(0, 33), pngChunk('exIf', await exifTiff()), png.subarray(33)]);
}

/** A PNG followed, after IEND, by an eXIf chunk with GPS. */
export async function pngExifAfterEnd(): Promise<Buffer> {
  return Buffer.concat([await plainPhoto('png'), pngChunk('eXIf', await exifTiff())]);
}

const riffChunk = (type: string, data: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([Buffer.from(type, 'latin1'), size, data, Buffer.alloc(data.length % 2)]);
};

/** A WebP with EXIF (GPS) in a chunk of a name no reader standardised (`Exif`), counted in the RIFF size. */
export async function webpExifOtherName(): Promise<Buffer> {
  const webp = await plainPhoto('webp');
  const out = Buffer.concat([webp, riffChunk('Exif', await exifTiff())]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}

/** A WebP followed, after its RIFF data ends, by EXIF with GPS. */
export async function webpTrailingExif(): Promise<Buffer> {
  return Buffer.concat([await plainPhoto('webp'), riffChunk('EXIF', await exifTiff())]);
}

/**
 * A phone's portrait photo: its pixels stored landscape (64 x 48) with EXIF Orientation 6 (turn 90° clockwise to
 * show), beside a description and GPS, as sharp writes them (little-endian TIFF).
 */
export function jpegPortrait(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { ImageDescription: MARKER }, IFD3: { GPSMapDatum: GPS_MARKER } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** The same in a big-endian TIFF ("MM", as some cameras write), Orientation after GPS's pointer in IFD0. */
export async function jpegPortraitBigEndian(orientation = 6): Promise<Buffer> {
  const jpeg = await plainPhoto('jpeg');
  const datum = Buffer.from(`${GPS_MARKER}\0`, 'latin1');
  const tag = (id: number, type: number, count: number, value: Buffer) =>
    Buffer.concat([u16(id), u16(type), u32(count), value]);
  const gpsAt = 8 + 2 + 2 * 12 + 4;
  const datumAt = gpsAt + 2 + 12 + 4;
  const tiff = Buffer.concat([
    Buffer.from('MM\0\x2a', 'latin1'),
    u32(8),
    u16(2),
    tag(0x8825, 4, 1, u32(gpsAt)),
    tag(0x0112, 3, 1, Buffer.concat([u16(orientation), u16(0)])),
    u32(0),
    u16(1),
    tag(0x0012, 2, datum.length, u32(datumAt)),
    u32(0),
    datum,
  ]);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])),
    jpeg.subarray(2),
  ]);
}
