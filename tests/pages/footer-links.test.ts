import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageKind } from '../../src/lib/routing/page-kinds.ts';

// A page of one whose row asks for a link in the footer (`footer`). Rows changed here: the guarantee page's, put in
// the footer, labelled by its row's crumb; the blog's, put there though neither its row nor its record gives a label.
const ROWS: Record<string, Partial<PageKind>> = {};
vi.mock('../../src/lib/routing/page-kinds.ts', async (original) => {
  const real = await original<typeof import('../../src/lib/routing/page-kinds.ts')>();
  return { ...real, pageKind: (kind: string) => ({ ...real.pageKind(kind), ...ROWS[kind] }) };
});
const GUARANTEE = { name: 'Our Guarantee', href: '/guarantee' };

describe('the footer', () => {
  // The unit project shares modules between files (isolate: false): load them again, reading the mock.
  let Footer: typeof import('../../src/components/Footer.tsx').Footer;
  let footerPages: typeof import('../../src/lib/routing/page-of-one.ts').footerPages;
  let PAGE_KINDS: typeof import('../../src/lib/routing/page-kinds.ts').PAGE_KINDS;
  beforeAll(async () => {
    vi.resetModules();
    ({ Footer } = await import('../../src/components/Footer.tsx'));
    ({ footerPages } = await import('../../src/lib/routing/page-of-one.ts'));
    ({ PAGE_KINDS } = await import('../../src/lib/routing/page-kinds.ts'));
  });

  it('links the pages whose row asks for it, and not the others', () => {
    const asked = Object.values(PAGE_KINDS as Record<string, PageKind>).filter((row) => row.footer);
    expect(footerPages('en').map((p) => p.href)).toEqual(asked.map((row) => row.path));
    expect(footerPages('en')).not.toContainEqual(GUARANTEE);
    expect(renderToStaticMarkup(createElement(Footer))).not.toContain('href="/guarantee"');
  });

  it("links a page whose row asks for it, under its label in the page's language, in capitals like the others", () => {
    ROWS.guarantee = { footer: true };
    try {
      expect(footerPages('en')).toContainEqual(GUARANTEE);
      expect(footerPages('es')).toContainEqual({ name: 'Nuestra garantía', href: '/guarantee' });
      expect(renderToStaticMarkup(createElement(Footer))).toMatch(/<a href="\/guarantee"[^>]*>OUR GUARANTEE<\/a>/);
    } finally {
      delete ROWS.guarantee;
    }
  });

  it('refuses a page in it without a label, naming the page, the table and what to give it', () => {
    ROWS.blog = { footer: true };
    try {
      expect(() => footerPages('en')).toThrow(/"blog".*PAGE_KINDS \(src\/lib\/routing\/page-kinds\.ts\).*`crumb`/);
    } finally {
      delete ROWS.blog;
    }
  });
});
