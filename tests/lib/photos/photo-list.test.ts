import { describe, expect, it } from 'vitest';
import { contentFor } from '../../../src/lib/i18n/i18n.ts';
import { admitPhotos, photosChosenText } from '../../../src/lib/photos/photo-list.ts';
import { fillIn, MAX_PHOTOS } from '../../../src/lib/quote/quote-form.ts';

const photo = (n: number) => ({ name: `photo-${n}.jpg`, type: 'image/jpeg' });
const photos = (from: number, count: number) => Array.from({ length: count }, (_, i) => photo(from + i));

describe.each(['en', 'es'] as const)('the quote form list of photos (%s)', (locale) => {
  const words = contentFor(locale).quote.form;
  const tooMany = words.photosTooMany.replace('{count}', String(MAX_PHOTOS));

  it('adds each choice to the photos already listed, in the order chosen', () => {
    expect(admitPhotos(0, photos(1, 2), words)).toEqual({ added: photos(1, 2) });
    expect(admitPhotos(1, photos(3, MAX_PHOTOS - 1), words)).toEqual({ added: photos(3, MAX_PHOTOS - 1) });
  });

  it(`takes photos up to ${MAX_PHOTOS} and refuses the rest in the page's words`, () => {
    expect(admitPhotos(MAX_PHOTOS - 1, photos(1, 2), words)).toEqual({ added: [photo(1)], problem: tooMany });
    expect(admitPhotos(MAX_PHOTOS, [photo(9)], words)).toEqual({ added: [], problem: tooMany });
    expect(admitPhotos(0, photos(1, MAX_PHOTOS + 1), words)).toEqual({
      added: photos(1, MAX_PHOTOS),
      problem: tooMany,
    });
  });

  it('leaves out a file that is no photo, names it, and keeps the photos chosen with it', () => {
    const plan = { name: 'plan.svg', type: 'image/svg+xml' };
    expect(admitPhotos(0, [photo(1), plan, photo(2)], words)).toEqual({
      added: [photo(1), photo(2)],
      problem: words.photoNotImage.replace('{name}', 'plan.svg'),
    });
  });

  it('says how many photos are listed, and nothing when there are none', () => {
    expect(photosChosenText(0, words)).toBe('');
    const two = photosChosenText(2, words);
    expect(two).toContain('2');
    expect(two).toContain(String(MAX_PHOTOS));
    expect(two).not.toMatch(/[{}]/);
  });

  it('fills every placeholder of the progress and remove words', () => {
    for (const template of [words.photosPreparing, words.photoRemove])
      expect(fillIn(template, { index: 2, count: 3 })).not.toMatch(/[{}]/);
    expect(fillIn(words.photosPreparing, { index: 2, count: 3 })).toMatch(/2\D+3/);
  });
});

it('leaves a placeholder it has no value for as it is', () => {
  expect(fillIn('{count} of {max}', { count: 1 })).toBe('1 of {max}');
});
