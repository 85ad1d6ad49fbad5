import { describe, expect, it } from 'vitest';
import { isProcessedImage, processedImageImports } from '../../../scripts/build/vite-progress.ts';
import { imagesModule } from '../../../scripts/codegen/images.ts';

describe('the images the build counts', () => {
  it('counts photos vite-imagetools resizes, not SVGs or URL imports', () => {
    expect(isProcessedImage('/site/data/images/og/default.jpg?w=480;960&format=avif;webp&as=picture')).toBe(true);
    expect(isProcessedImage('/site/data/images/p/a.png?format=webp&w=320')).toBe(true);
    expect(isProcessedImage('/site/data/images/brands/behr.svg?url')).toBe(false);
    expect(isProcessedImage('/site/generated/placeholders/hero.svg?no-inline')).toBe(false);
    expect(isProcessedImage('/site/data/images/og/default.jpg')).toBe(false);
  });

  it('reads the photos from the imports of a module, each once', () => {
    const source = [
      "import i0 from '../data/images/og/a.jpg?w=480&as=picture';",
      "import i1 from '../data/images/brands/behr.svg?url';",
      "import i2 from '../data/images/og/a.jpg?w=480&as=picture';",
      "import i3 from '../data/images/og/b.jpg?w=480&as=picture';",
    ].join('\n');
    expect(processedImageImports(source)).toEqual([
      '../data/images/og/a.jpg?w=480&as=picture',
      '../data/images/og/b.jpg?w=480&as=picture',
    ]);
  });

  it('matches the imports codegen writes for photos', () => {
    const source = imagesModule(process.cwd(), new Set(['home/hero.jpg', 'projects/a-1.jpg', 'brands/behr.svg']));
    const photos = [...source.matchAll(/from '([^']+\.(?:jpe?g|png|webp|avif))\?/g)];
    expect(photos).toHaveLength(2);
    expect(processedImageImports(source)).toHaveLength(new Set(photos.map((m) => m[0])).size);
  });
});
