import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { messages } from '../../../src/content/messages.ts';
import { techFooter } from '../../../src/lib/page/tech-footer.ts';
import { anchorId } from '../../../src/lib/routing/anchor.ts';

describe('anchorId', () => {
  it('turns a heading into a lower-case, hyphenated id', () => {
    expect(anchorId('Independent Contractor Status')).toBe('independent-contractor-status');
    expect(anchorId('Please Read First: This Is a Template')).toBe('please-read-first-this-is-a-template');
    expect(anchorId('Earnings, Jobs and Markets')).toBe('earnings-jobs-and-markets');
  });
});

describe('technician footer', () => {
  it('links only to legal sections that exist', () => {
    const links = techFooter(messages.en.techFooter, messages.en.footer)
      .flatMap((c) => c.links.map((l) => l.href))
      .filter((h) => /^\/(terms|privacy)#/.test(h));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      const [page, id] = href.slice(1).split('#') as [string, string];
      const headings = (
        parse(fs.readFileSync(new URL(`../../../data/pages/${page}.yaml`, import.meta.url), 'utf8')).sections as {
          heading: string;
        }[]
      ).map((s) => anchorId(s.heading));
      expect(headings, href).toContain(id);
    }
  });
});
