/** What codegen says about bad names, references, images and links: the sentence and where it points. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITY, codegenFixture, golf, positionOf } from './bad-data.ts';

const { f, read, check, checkCity } = codegenFixture();

describe('one test per kind of bad data', () => {
  it('citySlug not matching the file name', async () => {
    const r = await checkCity(golf({ 3: 'citySlug: golf-club-fl' }));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 3,
        col: 11,
        message:
          'citySlug is "golf-club-fl" but the file is named golf-fl.yaml: they must match. Rename the file or change citySlug.',
      },
    ]);
  });

  it('dangling reference: a city-page category linking to /services/nope', async () => {
    const file = 'data/pages/city-page.yaml';
    f.edit(file, (t) => t.replace('link: /services/assembly-wall-hangings', 'link: /services/nope'));
    const r = await check();
    const services = fs
      .readdirSync(path.join(f.root, 'data/services'))
      .filter((n) => !n.endsWith('.es.yaml'))
      .map((n) => n.replace(/\.yaml$/, ''))
      .sort();
    expect(r.errors).toEqual([
      {
        file,
        ...positionOf(read(file), '/services/nope'),
        message: `categories[0].link links to /services/nope, but there is no service "nope" (data/services/nope.yaml). Known services: ${services.join(', ')}.`,
      },
    ]);
    // The list is the real one, not an empty or stale list.
    expect(services).toContain('assembly-wall-hangings');
  });

  it('dangling reference: projects filed under a category that data/project-categories.yaml no longer lists', async () => {
    f.edit('data/project-categories.yaml', (t) =>
      t.replace('  - slug: custom-storage\n    label: Custom Storage\n', ''),
    );
    // Its Spanish file keeps the same list: the category goes from both.
    f.edit('data/project-categories.es.yaml', (t) =>
      t.replace(/ {2}- label: [^\n]*\n {4}slugEs: almacenaje-a-la-medida\n/, ''),
    );
    const r = await check();
    const known =
      'custom-cabinetry, bathroom-remodeling, commercial-painting, tile-repair, exterior-repair, custom-installations, kitchen-remodeling, lighting-installation, wallpaper-installation';
    const message = `category is "custom-storage", which is not in data/project-categories.yaml. Known categories: ${known}.`;
    const files = ['data/projects/garage-storage-wall.yaml', 'data/projects/walk-in-closet-system.yaml'];
    expect(r.errors).toEqual(files.map((file) => ({ file, ...positionOf(read(file), 'custom-storage'), message })));
  });

  it('missing image: a brand logo that is not in data/images (only photos are drawn until they exist)', async () => {
    const file = 'data/pages/home.yaml';
    f.edit(file, (t) => t.replace('image: brands/behr.svg', 'image: brands/behrr.svg'));
    const r = await check();
    expect(r.errors).toEqual([
      {
        file,
        ...positionOf(read(file), 'brands/behrr.svg'),
        message:
          'brands.logos[4].image names the image "brands/behrr.svg", but data/images/brands/behrr.svg does not exist. Add the file or correct the name.',
      },
    ]);
  });

  it('a project photo not in data/images is no error: it is drawn, and listed for `npm run photos`', async () => {
    const file = 'data/projects/garage-storage-wall.yaml';
    f.edit(file, (t) =>
      t.replace('src: projects/garage-storage-wall-2.jpg', 'src: projects/garage-storage-wall-9.jpg'),
    );
    const r = await check();
    expect(r.errors).toEqual([]);
    expect(r.missingPhotos?.map((m) => m.ref)).toContain('projects/garage-storage-wall-9.jpg');
  });

  it('unsafe Markdown link: a javascript: link (and a disguised one) in a blog post', async () => {
    const file = 'data/blog/how-to-hire-a-handyman.yaml';
    f.edit(file, (t) =>
      t.replace(
        '## Step 1: Define the Job Before You Call',
        '## Step 1: Define the Job Before You Call\n\n  [Call us](javascript:alert(1)) or [write](jav&#x61;script:x) or [mail](mailto:a@example.com) or [read](/about)',
      ),
    );
    const r = await check();
    expect(r.errors).toEqual([
      {
        file,
        ...positionOf(read(file), 'content: |'),
        col: 10,
        message:
          'content links to "javascript:alert(1)", "jav&#x61;script:x": a link in Markdown may only start with http:, https:, mailto:, tel: or be a path on this site (/about, #faq). Change or remove the link.',
      },
    ]);
  });
});
