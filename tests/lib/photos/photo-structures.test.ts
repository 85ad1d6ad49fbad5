import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripMetadata } from '../../../src/lib/photos/photo-bytes.ts';
import * as built from '../../photo-structures.ts';
import { GPS_MARKER } from '../../photos.ts';

// Location hidden where a remover that names what it drops, or stops at the first scan or the image's end, lets it
// through. Each photo must come out without its GPS directory and draw the same pixels.
const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);
const pixels = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();

const cases = {
  'a multi-picture JPEG (MPF) whose second image has GPS': built.jpegMultiPicture,
  'a progressive JPEG with EXIF between its scans': built.jpegExifBetweenScans,
  'a JPEG with EXIF after its end-of-image marker': built.jpegTrailingExif,
  'a PNG with EXIF in an exIf chunk (exiftool reads any case)': built.pngExIf,
  'a PNG with an eXIf chunk after IEND': built.pngExifAfterEnd,
  'a WebP with EXIF in a chunk of another name': built.webpExifOtherName,
  'a WebP with EXIF after its RIFF data': built.webpTrailingExif,
};

describe('location removed whatever the structure that holds it', () => {
  for (const [name, make] of Object.entries(cases)) {
    it(`${name}: no GPS left, the same pixels`, async () => {
      const original = await make();
      expect(has(original, GPS_MARKER)).toBe(true);
      const clean = stripMetadata(original);
      expect(clean).toBeDefined();
      const bytes = clean!.bytes;
      expect(has(bytes, GPS_MARKER)).toBe(false);
      for (const tag of ['Exif', 'MPF', 'eXIf', 'exIf', 'EXIF']) expect(has(bytes, tag)).toBe(false);
      expect(await pixels(bytes)).toEqual(await pixels(original));
    });
  }

  it('ends each photo where its first image ends and keeps its RIFF size true', async () => {
    const jpeg = stripMetadata(await built.jpegMultiPicture())!.bytes;
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(jpeg.length).toBeLessThanOrEqual((await built.plainPhoto('jpeg')).length);
    const png = Buffer.from(stripMetadata(await built.pngExifAfterEnd())!.bytes);
    expect(png.subarray(-8, -4).toString('latin1')).toBe('IEND');
    const webp = Buffer.from(stripMetadata(await built.webpExifOtherName())!.bytes);
    expect(webp.readUInt32LE(4)).toBe(webp.length - 8);
  });

  it('keeps what draws the image: the colour profile, a progressive image, a CMYK JPEG', async () => {
    const base = () => sharp({ create: { width: 32, height: 24, channels: 3, background: '#3070c0' } });
    const photos = [
      await base().withIccProfile('p3').jpeg().toBuffer(),
      await base().withIccProfile('p3').png().toBuffer(),
      await base().withIccProfile('p3').webp().toBuffer(),
      await base().jpeg({ progressive: true }).toBuffer(),
      await base().toColourspace('cmyk').jpeg().toBuffer(),
    ];
    for (const photo of photos) {
      const clean = stripMetadata(photo)!.bytes;
      const [before, after] = [await sharp(photo).metadata(), await sharp(clean).metadata()];
      expect([after.icc?.length, after.space, after.isProgressive]).toEqual([
        before.icc?.length,
        before.space,
        before.isProgressive,
      ]);
      expect(await pixels(clean)).toEqual(await pixels(photo));
    }
  });
});

const pngChunkAt = (png: Buffer, type: string) => png.indexOf(type) - 4;

describe('a structure that does not add up is refused, not passed on', () => {
  it('JPEG: cut inside its scan, a scan before the frame header, a marker no browser draws', async () => {
    const jpeg = await built.plainPhoto('jpeg');
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const noFrame = Buffer.concat([jpeg.subarray(0, sof), jpeg.subarray(sof + 2 + jpeg.readUInt16BE(sof + 2))]);
    const jpegLs = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xf7, 0, 2]), jpeg.subarray(2)]);
    for (const bytes of [jpeg.subarray(0, -2), noFrame, jpegLs]) expect(stripMetadata(bytes)).toBeUndefined();
  });

  it('PNG: a wrong CRC, image data split by another chunk, an unknown critical chunk, a palette after the pixels', async () => {
    const png = await built.plainPhoto('png');
    const badCrc = Buffer.from(png);
    badCrc[pngChunkAt(png, 'IDAT') + 9] ^= 1;
    const idat = pngChunkAt(png, 'IDAT');
    const idatEnd = idat + 12 + png.readUInt32BE(idat);
    const phys = png.subarray(pngChunkAt(png, 'pHYs'), pngChunkAt(png, 'pHYs') + 21);
    const split = Buffer.concat([png.subarray(0, idatEnd), phys, png.subarray(idat, idatEnd), png.subarray(idatEnd)]);
    const critical = Buffer.from(phys);
    critical.write('PHYs', 4, 'latin1'); // its CRC made right, so only its name is wrong
    critical.writeUInt32BE(crc32(critical.subarray(4, 17)), 17);
    const unknown = Buffer.concat([png.subarray(0, idat), critical, png.subarray(idat)]);
    const indexed = await sharp(png).png({ palette: true }).toBuffer();
    const [plte, data] = [pngChunkAt(indexed, 'PLTE'), pngChunkAt(indexed, 'IDAT')];
    const [plteEnd, dataEnd] = [plte + 12 + indexed.readUInt32BE(plte), data + 12 + indexed.readUInt32BE(data)];
    expect(plteEnd).toBeLessThanOrEqual(data);
    const latePalette = Buffer.concat([
      indexed.subarray(0, plte),
      indexed.subarray(plteEnd, dataEnd),
      indexed.subarray(plte, plteEnd),
      indexed.subarray(dataEnd),
    ]);
    for (const bytes of [badCrc, split, unknown, latePalette]) expect(stripMetadata(bytes)).toBeUndefined();
  });

  it('WebP: no image in it, an animation, a chunk longer than the RIFF data', async () => {
    const webp = await built.plainPhoto('webp');
    const noImage = Buffer.from(webp.subarray(0, 12));
    noImage.writeUInt32LE(4, 4);
    const frames = Buffer.concat([Buffer.alloc(8 * 8 * 3, 0), Buffer.alloc(8 * 8 * 3, 255)]); // black, then white
    const raw = { width: 8, height: 16, pageHeight: 8, channels: 3 } as const;
    const animated = await sharp(frames, { raw }).webp({ loop: 0 }).toBuffer();
    expect(animated.includes('ANMF')).toBe(true);
    const long = Buffer.from(webp);
    long.writeUInt32LE(webp.readUInt32LE(16) + 2, 16);
    for (const bytes of [noImage, animated, long]) expect(stripMetadata(bytes)).toBeUndefined();
  });
});
