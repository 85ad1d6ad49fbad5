import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { home } from '../../src/lib/content.ts';

// The brand strip's wordmarks (written by `npm run brand-images`) spell each brand as the data names it.
it.each(home.brands.logos.map((l) => [l.name, l.image]))('the %s wordmark reads exactly that', (name, image) => {
  const svg = fs.readFileSync(path.resolve(import.meta.dirname, '../../data/images', image), 'utf8');
  const text = /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1].replace(/&lt;/g, '<').replace(/&amp;/g, '&');
  expect(text).toBe(name);
});
