import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripMetadata } from '../../../src/lib/photos/photo-bytes.ts';
import { jpegPortrait, jpegPortraitBigEndian, plainPhoto } from '../../photo-structures.ts';
import { GPS_MARKER, MARKER } from '../../photos.ts';

// A phone stores a portrait photo's pixels sideways and says how to turn them in EXIF's Orientation tag: cleaned of
// its metadata, the photo must still say it (and nothing else), or it reaches the owner sideways.
const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);
/** The size the photo shows at, turned as its EXIF says (what a browser's image-orientation: from-image does). */
const shown = async (bytes: Uint8Array) => {
  const { width, height } = await sharp(bytes)
    .rotate()
    .toBuffer({ resolveWithObject: true })
    .then((r) => r.info);
  return { width, height };
};

describe('EXIF orientation kept, alone', () => {
  for (const [name, make] of [
    ['little-endian TIFF, as sharp and most phones write it', jpegPortrait],
    ['big-endian TIFF, Orientation after the GPS pointer', () => jpegPortraitBigEndian(6)],
  ] as const) {
    it(`a JPEG of Orientation 6 (${name}) still shows upright, without GPS or any other tag`, async () => {
      const photo = await make();
      expect(await shown(photo)).toEqual({ width: 48, height: 64 });
      const clean = stripMetadata(photo)!.bytes;
      expect((await sharp(clean).metadata()).orientation).toBe(6);
      expect(await shown(clean)).toEqual({ width: 48, height: 64 });
      expect(has(clean, GPS_MARKER)).toBe(false);
      expect(has(clean, MARKER)).toBe(false);
      // One directory of one entry: the orientation, nothing that points elsewhere.
      const exif = Buffer.from(clean).indexOf('Exif\0\0');
      expect(Buffer.from(clean).readUInt16BE(exif - 2)).toBe(2 + 6 + 8 + 2 + 12 + 4);
      expect(await sharp(clean).raw().toBuffer()).toEqual(await sharp(photo).raw().toBuffer());
    });
  }

  it('writes no EXIF for a photo that is upright already, or whose orientation is not one of the eight', async () => {
    for (const photo of [await plainPhoto('jpeg'), await jpegPortraitBigEndian(1), await jpegPortraitBigEndian(9)])
      expect(has(stripMetadata(photo)!.bytes, 'Exif')).toBe(false);
  });
});
