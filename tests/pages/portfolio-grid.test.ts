import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { data } from '../../src/pages/portfolio/+data.ts';
import { ProjectGrid } from '../../src/pages/portfolio/ProjectGrid.tsx';

// Every category of today's data has projects, so the browser tests cannot reach the empty result; this renders it.
describe('portfolio grid', () => {
  it("says 'No projects found in this category.' when a filter leaves nothing", () => {
    const html = renderToStaticMarkup(createElement(ProjectGrid, { cards: [] }));
    expect(html).toContain('No projects found in this category.');
    expect(html).not.toContain('<ul');
  });
  it('renders one card per project otherwise, without the message', () => {
    // vitest has no image pipeline: stand-in pictures for the photos vite-imagetools makes in the build.
    const pic = { sources: {}, img: { src: '/x.jpg', w: 16, h: 10 } };
    const cards = data({ urlOriginal: '/portfolio' } as never)
      .cards.slice(0, 2)
      .map((c) => ({ ...c, thumbnail: { ...c.thumbnail, pic } }));
    const html = renderToStaticMarkup(createElement(ProjectGrid, { cards }));
    expect(html.match(/data-category=/g)).toHaveLength(2);
    expect(html).not.toContain('No projects found');
  });
});
