import { describe, expect, it } from 'vitest';
import { routes } from '../content.ts';
import { all, mainOf, read } from './html.ts';

/**
 * The blog's index as a phone loads it: the first card's photo is the largest thing on its first screen (its largest
 * contentful paint), so it is fetched at once and first (loading="eager", fetchpriority="high"); the photos of the
 * cards below wait until they are scrolled near (loading="lazy").
 */
describe.each(routes.filter((r) => r.kind === 'blog').map((r) => [r.url] as const))('%s', (url) => {
  it("loads the first card's photo eagerly with high priority, and the rest lazily", () => {
    const images = all(mainOf(read(url)), /<img\s([^>]*)>/g).map((img) => ({
      loading: /\sloading="([^"]*)"/i.exec(` ${img}`)?.[1],
      priority: /\sfetchpriority="([^"]*)"/i.exec(` ${img}`)?.[1],
    }));
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]).toEqual({ loading: 'eager', priority: 'high' });
    expect(images.slice(1)).toEqual(images.slice(1).map(() => ({ loading: 'lazy', priority: undefined })));
  });
});
