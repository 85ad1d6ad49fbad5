import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCE_FOLDERS } from './source-folders.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DECISIONS_DIR = 'docs/decisions';
const markdownIn = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `${dir}/${f}`);
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  'data/README.md',
  'schemas/README.md',
  'tools/README.md',
  'tools/bench/README.md',
  'tools/bench/measurements.md',
  // Each folder's own README (scripts/build/, src/server/, tests/ ...): its paths are relative to its folder or the root.
  ...SOURCE_FOLDERS.filter((dir) => !dir.startsWith('tools/')).flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('README.md') && !f.includes('node_modules'))
      .map((f) => `${dir}/${f}`),
  ),
  ...markdownIn('docs'),
  ...markdownIn(DECISIONS_DIR),
];
// Written by codegen, the build, the test build (.injection), the benchmark or npm, or placeholders a person chooses:
// not expected in a fresh clone.
const GENERATED = /^(generated|dist|reports|node_modules|\.data|\.injection)\/|^\.vscode\/settings\.json$|<|\*/;
// The city the docs walk through creating, and the file name a new decision record would take: they exist only once
// a reader follows the example.
const EXAMPLES = /palm-city|short-slug/;
const read = (doc: string) => fs.readFileSync(path.join(ROOT, doc), 'utf8');
/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchorsIn = (text: string) => new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1])));

describe('documentation', () => {
  for (const doc of DOCS) {
    it(`every path ${doc} quotes exists`, () => {
      const text = read(doc);
      const quoted = [...text.matchAll(/`([^`\s]+)`/g)]
        .map((m) => m[1])
        .filter((p) => /^[\w.-]+\/[\w./-]*$|^[\w-]+\.(ts|tsx|json|yaml|md|css)$/.test(p));
      // A path is read from the repository root, or from the folder of the README that quotes it.
      const exists = (p: string) =>
        [ROOT, path.join(ROOT, path.dirname(doc))].some((base) => fs.existsSync(path.join(base, p.replace(/\/$/, ''))));
      const missing = quoted.filter((p) => !GENERATED.test(p) && !EXAMPLES.test(p) && !exists(p));
      expect(missing, `${doc} names paths that do not exist`).toEqual([]);
    });

    it(`every relative link in ${doc} leads to a file and heading that exist`, () => {
      // Code is quoted, not linked: examples such as `[decision 12](0012-….md)` are not links.
      const text = read(doc)
        .replace(/^```[\s\S]*?^```/gm, '')
        .replace(/`[^`\n]*`/g, '');
      const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((t) => !/^[a-z]+:/i.test(t));
      const broken = targets.filter((target) => {
        const [file, anchor] = target.split('#');
        const full = file ? path.join(ROOT, path.dirname(doc), file) : path.join(ROOT, doc);
        if (!fs.existsSync(full)) return true;
        return Boolean(anchor) && full.endsWith('.md') && !anchorsIn(fs.readFileSync(full, 'utf8')).has(anchor);
      });
      expect(broken, `${doc} links to files or headings that do not exist: fix the link or the heading`).toEqual([]);
    });
  }
});

describe('decision records', () => {
  const files = fs
    .readdirSync(path.join(ROOT, DECISIONS_DIR))
    .filter((f) => f !== 'README.md')
    .sort();
  const index = read(`${DECISIONS_DIR}/README.md`);

  it('are named NNNN-slug.md and numbered from 1 without gaps', () => {
    const badNames = files.filter((f) => !/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(f));
    expect(badNames, 'name each record like 0020-pages-as-html-files.md').toEqual([]);
    expect(files.map((f) => Number(f.slice(0, 4)))).toEqual(files.map((_, i) => i + 1));
  });

  for (const file of files) {
    it(`${file} has its title, date, status, context, decision and consequences`, () => {
      const text = read(`${DECISIONS_DIR}/${file}`);
      const lines = text.split('\n');
      expect(lines[0], 'line 1 is "# N. Title", N the number in the file name').toMatch(
        new RegExp(`^# ${Number(file.slice(0, 4))}\\. \\S`),
      );
      expect(text, 'a "Date: YYYY-MM-DD" line').toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
      expect(text, 'a "Status:" line that starts with Accepted or Superseded').toMatch(
        /^Status: (Accepted|Superseded)/m,
      );
      const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      expect(sections, 'the sections Context, Decision and Consequences, in that order').toEqual([
        'Context',
        'Decision',
        'Consequences',
      ]);
      const bodies = text
        .split(/^## .+$/m)
        .slice(1)
        .map((b) => b.trim());
      expect(bodies.filter((b) => b === '').length, 'every section says something').toBe(0);
    });
  }

  it('are each listed in the index with their number, title and status', () => {
    const rows = [...index.matchAll(/^\| (\d+) \| \[(.+?)\]\(([^)]+)\) \| (.+?) \| ([\d-]+) \|$/gm)].map((m) => ({
      n: m[1],
      title: m[2],
      file: m[3],
      status: m[4],
      date: m[5],
    }));
    const expected = files.map((file) => {
      const text = read(`${DECISIONS_DIR}/${file}`);
      const [, n, title] = /^# (\d+)\. (.+)$/m.exec(text)!;
      return { n, title, file, status: /^Status: (.+)$/m.exec(text)![1], date: /^Date: (.+)$/m.exec(text)![1] };
    });
    expect(rows, `add a row for each record to ${DECISIONS_DIR}/README.md, copying its title, status and date`).toEqual(
      expected,
    );
  });
});
