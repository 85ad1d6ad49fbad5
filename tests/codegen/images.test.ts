/**
 * Which images go through vite-imagetools (AVIF and WebP widths): the ones pages draw. A social card is linked from
 * the head as its own file, so its widths would be published for nothing and cost the first build their encoding.
 */
import { describe, expect, it } from 'vitest';
import { imageRefs, imagesModule, PHOTO_WIDTHS } from '../../scripts/codegen/images.ts';

describe('imageRefs', () => {
  const content = {
    site: { socialImages: { default: { image: 'og/default.jpg', title: 'Handyman' } } },
    pages: { cityPage: { ogImage: 'og/city.jpg', heading: 'Cities' } },
    home: { hero: { image: 'home/hero.jpg' }, brands: { logos: [{ name: 'Behr', image: 'brands/behr.svg' }] } },
    projects: [{ images: [{ src: 'projects/a-1.jpg', alt: 'A wall' }] }],
  };

  it('collects every image a page draws, wherever the content names it', () => {
    expect([...imageRefs(content)].sort()).toEqual(['brands/behr.svg', 'home/hero.jpg', 'projects/a-1.jpg']);
  });

  it('leaves out the social cards, unless a page draws the same file too', () => {
    expect(imageRefs(content).has('og/default.jpg')).toBe(false);
    expect(imageRefs(content).has('og/city.jpg')).toBe(false);
    const drawnToo = { ...content, blogPosts: [{ image: 'og/default.jpg' }] };
    expect(imageRefs(drawnToo).has('og/default.jpg')).toBe(true);
  });
});

describe('imagesModule', () => {
  it('imports a photo through vite-imagetools in every width, AVIF and WebP', () => {
    const module = imagesModule(process.cwd(), new Set(['home/hero.jpg']));
    expect(module).toContain(
      `import i0 from '../data/images/home/hero.jpg?w=${PHOTO_WIDTHS.join(';')}&format=avif;webp&effort=`,
    );
    expect(module).toContain('"home/hero.jpg": i0,');
  });

  it('imports an SVG as its URL, with the size its file gives', () => {
    const module = imagesModule(process.cwd(), new Set(['brands/behr.svg']));
    expect(module).toContain("import i0 from '../data/images/brands/behr.svg?url';");
    expect(module).toMatch(/"brands\/behr\.svg": \{ sources: \{\}, img: \{ src: i0, w: [1-9]\d*, h: [1-9]\d* \} \}/);
  });
});
