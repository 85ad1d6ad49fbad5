import { describe, expect, it } from 'vitest';
import { PLACEHOLDER, titleLayout } from '../../scripts/codegen/placeholder-photo.ts';
import { missingPhotos } from '../../scripts/codegen/placeholders.ts';
import { blogPosts, home, projectCategories, projects } from '../../src/lib/content.ts';
import { REPO_ROOT } from './fixture-root.ts';

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const textOf = (svg: string, id: string) => {
  const el = new RegExp(`<text id="${id}"[^>]*>(.*?)</text>`).exec(svg)?.[1];
  return el === undefined
    ? undefined
    : decode([...el.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ') || el);
};

describe('the drawn placeholder of each missing photo (built from the data, docs/decisions/0033-missing-photos-drawn-at-build.md)', () => {
  const drawn = missingPhotos(REPO_ROOT, { projects, blogPosts, projectCategories, home });
  const byRef = new Map(drawn.map((d) => [d.ref, d]));
  const projectPhotos = projects
    .flatMap((p) => p.images.map((img, i) => ({ p, img, i })))
    .filter(({ img }) => byRef.has(img.src));

  it.each(projectPhotos.map(({ p, img, i }) => [img.src, p, i] as const))(
    '%s shows its project’s category, title and place',
    (src, p, i) => {
      const svg = byRef.get(src)!.svg;
      expect(textOf(svg, 'title')).toBe(p.title);
      expect(textOf(svg, 'place')).toBe(p.location);
      expect(textOf(svg, 'eyebrow')).toBe(
        projectCategories.categories.find((c) => c.slug === p.category)!.label.toUpperCase(),
      );
      expect(textOf(svg, 'note')).toBe(`Photo ${i + 1} of ${p.images.length} coming soon`);
    },
  );

  it('draws a missing blog photo with the post’s title', () => {
    for (const post of blogPosts.filter((b) => byRef.has(b.image)))
      expect(textOf(byRef.get(post.image)!.svg, 'title')).toBe(post.title);
  });

  it('fits every title within the middle 80% of the photo, on at most two lines', () => {
    for (const title of [
      ...projects.map((p) => p.title),
      ...blogPosts.map((b) => b.title),
      'Supercalifragilistic Expialidocious Refinishing Of The Whole House',
    ]) {
      const { lines, size } = titleLayout(title);
      expect(lines.length, title).toBeLessThanOrEqual(2);
      expect(lines.join(' ')).toBe(title);
      for (const line of lines)
        expect(line.length * size * 0.62, `${title}: "${line}" at ${size}px`).toBeLessThanOrEqual(PLACEHOLDER.w * 0.8);
    }
  });
});
