import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectCategories, projects, site } from '../../src/lib/content.ts';
import { projectTitle } from '../../src/lib/page/page-title.ts';
import { en, fill } from '../copy.ts';
import { all, DIST, decode, graphOf, headAttr, mainOf, read, text, titleOf } from './html.ts';

// The portfolio's pages as built, for every project and every category of data/: their head, JSON-LD and images'
// attributes need no browser. The filter stays in tests/e2e/portfolio.spec.ts, the gallery and lightbox in
// tests/e2e/project-gallery.spec.ts.
const hasPhoto = (src: string) => fs.existsSync(path.resolve(import.meta.dirname, '../../data/images', src));

describe.each(projectCategories.categories.map((c) => [`/portfolio/category/${c.slug}`, c] as const))(
  '%s',
  (url, category) => {
    it('is kept out of the index, canonical /portfolio, with a title of its own', () => {
      const h = read(url);
      expect(headAttr(h, 'meta name="robots"')).toBe('noindex, follow');
      expect(headAttr(h, 'link rel="canonical"', 'href')).toBe(`${site.baseUrl}/portfolio`);
      expect(titleOf(h)).toMatch(new RegExp(`^${category.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Projects`));
    });

    // What each filter's page shows is data: read here from every category's page; the browser follows the filters
    // on two of them (tests/e2e/portfolio.spec.ts).
    it('shows exactly its projects, counted, with its own filter current', () => {
      const h = read(url);
      const expected = projects.filter((p) => p.category === category.slug);
      // Each card is an <li data-category> whose first heading is the project's title.
      const grid = mainOf(h).slice(mainOf(h).indexOf('data-testid="project-grid"'));
      const titles = all(grid, /<li[^>]*data-category="[^"]*"[^>]*>[\s\S]*?<h2[^>]*>([\s\S]*?)<\/h2>/g);
      expect(titles.map(text)).toEqual(expected.map((p) => p.title));
      expect(all(grid, /data-testid="category-badge">([^<]*)</g).map(decode)).toEqual(
        expected.map(() => category.label),
      );
      const count = fill(en.portfolio.showing, { count: expected.length, total: projects.length });
      expect(text(/data-testid="project-count">([\s\S]*?)<\/p>/.exec(h)?.[1] ?? '')).toBe(count);
      const filter = /<nav aria-label="[^"]*"[^>]*>([\s\S]*?)<\/nav>/g;
      const nav = [...h.matchAll(filter)].map((m) => m[1]).find((n) => n.includes('/portfolio/category/')) ?? '';
      const current = all(nav, /<a[^>]*aria-current="page"[^>]*>([\s\S]*?)<\/a>/g).map(text);
      expect(current).toEqual([category.label]);
    });
  },
);

describe.each(projects.map((p) => [`/portfolio/${p.id}`, p] as const))('%s', (url, project) => {
  const h = read(url);

  it('has title, description, canonical, the first photo as og:image and JSON-LD for the project and its breadcrumb', () => {
    // Long titles are shortened for search results (src/lib/page/page-title.ts, unit-tested on its own).
    expect(titleOf(h)).toBe(
      projectTitle(project.title, project.location, site.businessName, en.portfolio.projectTitle),
    );
    expect(titleOf(h)).toContain(project.title);
    const description = headAttr(h, 'meta name="description"')!;
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(project.description.replace(/\s+/g, ' ')).toContain(description.replace(/…$/, ''));
    expect(headAttr(h, 'link rel="canonical"', 'href')).toBe(`${site.baseUrl}${url}`);
    const og = headAttr(h, 'meta property="og:image"')!;
    // A photo still drawn at build time (README decision 33) shares the portfolio's social card.
    const photo = hasPhoto(project.images[0].src);
    expect(og).toBe(`${site.baseUrl}/images/${photo ? project.images[0].src : site.socialImages.portfolio.image}`);
    // The file is there and is a JPEG (its first bytes), which is what the host serves for it.
    const file = path.join(DIST, og.replace(site.baseUrl, ''));
    expect(fs.existsSync(file), file).toBe(true);
    expect([...fs.readFileSync(file).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const nodes = graphOf(h);
    const work = nodes.find((n) => n['@type'] === 'CreativeWork')!;
    expect(work).toMatchObject({
      name: project.title,
      url: `${site.baseUrl}${url}`,
      locationCreated: { name: project.location },
    });
    // JSON-LD names real photos only: a drawn placeholder is no photo of the work.
    if (photo) expect(work.image[0]).toBe(og);
    else expect(work.image ?? []).toEqual([]);
    const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      en.crumbs.home,
      en.crumbs.portfolio,
      project.title,
    ]);
  });

  it('gives every photo alt text from the data and its size; the main photo loads first, the rest lazily', () => {
    const imgs = [...mainOf(h).matchAll(/<img\s[^>]*>/g)].map((m) => {
      const attr = (name: string) => {
        const v = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(m[0])?.[1];
        return v === undefined ? undefined : decode(v);
      };
      return {
        alt: attr('alt'),
        w: attr('width'),
        h: attr('height'),
        loading: attr('loading'),
        priority: attr('fetchPriority'),
      };
    });
    for (const img of imgs) {
      expect(img.alt?.length).toBeGreaterThan(9);
      expect(Number(img.w)).toBeGreaterThan(0);
      expect(Number(img.h)).toBeGreaterThan(0);
    }
    const eager = imgs.filter((i) => i.loading === 'eager');
    expect(eager).toHaveLength(1);
    expect(eager[0]).toMatchObject({ alt: project.images[0].alt, priority: 'high' });
    for (const { alt } of project.images)
      expect(
        imgs.some((i) => i.alt === alt),
        alt,
      ).toBe(true);
    if (hasPhoto(project.images[0].src))
      expect(mainOf(h)).toMatch(/<source type="image\/avif" srcSet="[^"]*480w[^"]*960w[^"]*1440w/i);
  });

  // Data decides which projects have a testimonial and how it is signed: read from every project's page here; the
  // browser sees one with and one without (tests/e2e/project-page.spec.ts).
  it(
    project.testimonial
      ? 'shows its testimonial with five stars, signed with what the data gives'
      : 'shows no testimonial',
    () => {
      const block = /<figure[^>]*data-testid="testimonial"[^>]*>([\s\S]*?)<\/figure>/.exec(h)?.[1];
      if (!project.testimonial) {
        expect(block).toBeUndefined();
        return;
      }
      expect(text(block!)).toContain(project.testimonial.text.replace(/\s+/g, ' ').trim());
      const stars = /<span[^>]*role="img"[^>]*aria-label="([^"]*)"[^>]*>([\s\S]*?)<\/span>/.exec(block!);
      expect(decode(stars?.[1] ?? '')).toBe(en.portfolio.fiveStars);
      expect(stars?.[2].match(/<svg\b/g)).toHaveLength(5);
      const signed = [project.testimonial.firstName, project.testimonial.city ?? project.location].filter(Boolean);
      expect(text(/<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(block!)?.[1] ?? '')).toBe(`— ${signed.join(', ')}`);
    },
  );
});
