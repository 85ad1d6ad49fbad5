import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoKind, stripMetadata } from '../../../src/lib/photos/photo-bytes.ts';
import { MARKER, photoWithLocation } from '../../photos.ts';

const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);

describe('photos known by their bytes, location data removed', () => {
  for (const format of ['jpeg', 'png', 'webp'] as const) {
    it(`${format}: kept, its EXIF (with GPS) gone, the image still whole`, async () => {
      const original = await photoWithLocation(format);
      expect(has(original, MARKER)).toBe(true);
      const clean = stripMetadata(original)!;
      expect(clean.kind).toBe(format === 'jpeg' ? 'jpg' : format);
      expect(has(clean.bytes, MARKER)).toBe(false);
      expect(has(clean.bytes, 'Exif')).toBe(false);
      const meta = await sharp(clean.bytes).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([64, 48, undefined]);
    });
  }

  it('refuses what is not a JPEG, PNG or WebP, whatever it is called: SVG, HTML, GIF, HEIC, text', async () => {
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(12)]);
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<!doctype html>'),
      gif,
      heic,
      Buffer.from('hello'),
    ]) {
      expect(photoKind(bytes)).toBeUndefined();
      expect(stripMetadata(bytes)).toBeUndefined();
    }
  });

  it('refuses a photo cut short rather than passing it on half-cleaned', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const original = await photoWithLocation(format);
      expect(stripMetadata(original.subarray(0, 30))).toBeUndefined();
    }
  });
});
