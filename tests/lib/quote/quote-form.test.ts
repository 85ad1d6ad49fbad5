import { describe, expect, it } from 'vitest';
import { contentFor } from '../../../src/lib/i18n/i18n.ts';
import {
  fitWithin,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_EDGE,
  MAX_PHOTOS,
  MAX_QUOTE_BODY_BYTES,
  NETLIFY_QUOTE_BODY_BYTES,
  photoProblem,
  photosTooLarge,
} from '../../../src/lib/quote/quote-form.ts';

const words = contentFor('en').quote.form;

describe('the quote form photo rules', () => {
  it('shrinks a photo to the long side limit, keeping its shape, and never enlarges one', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: MAX_PHOTO_EDGE, height: 1200 });
    expect(fitWithin(1000, 3000)).toEqual({ width: 533, height: MAX_PHOTO_EDGE });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
  it('says in the page words when there are too many photos or a file that is no photo', () => {
    const photo = { name: 'a.jpg', type: 'image/jpeg' };
    expect(photoProblem(Array(MAX_PHOTOS).fill(photo), words)).toBeUndefined();
    expect(photoProblem([{ name: 'iphone.heic', type: 'image/heic' }], words)).toBeUndefined();
    expect(photoProblem(Array(MAX_PHOTOS + 1).fill(photo), words)).toBe(
      words.photosTooMany.replace('{count}', String(MAX_PHOTOS)),
    );
    expect(photoProblem([photo, { name: 'plan.svg', type: 'image/svg+xml' }], words)).toBe(
      words.photoNotImage.replace('{name}', 'plan.svg'),
    );
  });
  it('counts the shrunk photos against the total size', () => {
    expect(photosTooLarge([MAX_PHOTO_BYTES / 2, MAX_PHOTO_BYTES / 2], words)).toBeUndefined();
    expect(photosTooLarge([MAX_PHOTO_BYTES, 1], words)).toBe(words.photosTooLarge.replace('{size}', '4'));
  });
  it('lets through no shrunk photos that a host would refuse: the largest with the text fields fits every host', () => {
    const textFields = 16 * 1024;
    for (const hostLimit of [MAX_QUOTE_BODY_BYTES, NETLIFY_QUOTE_BODY_BYTES])
      expect(MAX_PHOTO_BYTES + textFields).toBeLessThan(hostLimit);
  });
});
