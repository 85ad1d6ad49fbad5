/**
 * A new kind of page of many, added as the table of kinds asks (a collection, a row of PAGE_KINDS, its line in the
 * route list's MANY, a template), with 5,000 pages: an incremental build after one record changed must publish
 * byte for byte what a full build of the same data publishes. Built in a copy of the project, like
 * incremental-build.test.ts; three builds of about 5,400 pages: minutes on a busy 2-core machine.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkedDir } from '../../scripts/build/parked-pages.ts';
import { WITH_COMPILE_CACHE } from '../../scripts/build/plan.ts';
import { type BuildReport, readReport } from '../../scripts/build/report.ts';
import type { Route } from '../../src/lib/routing/routes.ts';
import { differences, publishedFiles } from '../../tools/bench/src/compare-dist.ts';
import { makeWorkspace, type Workspace } from '../../tools/bench/src/workspace.ts';

/** How many pages the new kind has: TIPS=5 for a quick look at the test itself. */
const COUNT = Number(process.env.TIPS ?? 5000);
const width = String(COUNT).length;
const ids = Array.from({ length: COUNT }, (_, i) => `tip-${String(i + 1).padStart(width, '0')}`);
const EDITED = ids[Math.floor(COUNT / 2)];

const tipText = (id: string, body = `Check the caulk around the tub of ${id} once a year, before the rainy season.`) =>
  `# yaml-language-server: $schema=../../schemas/tip.schema.json\nid: ${id}\ntitle: A handyman's tip, ${id}\nbody: ${body}\n`;

const SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Tip',
  description: 'A short tip of the handyman, one page each (/tips/{id}).',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'body'],
  properties: {
    id: { description: "The tip's address: /tips/{id}.", type: 'string', pattern: '^[a-z0-9-]+$' },
    title: { description: 'The heading and browser title.', type: 'string', minLength: 3 },
    body: { description: 'The tip, one paragraph.', type: 'string', minLength: 3 },
  },
};

const DATA_HOOK = `import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../../lib/page/head.ts';
import { pageContent } from '../../../lib/i18n/i18n.ts';

export function data(pageContext: PageContextServer) {
  const { tips } = pageContent(pageContext) as unknown as { tips: { id: string; title: string; body: string }[] };
  const tip = tips.find((t) => t.id === pageContext.routeParams.id)!;
  return { head: pageHead(pageContext, tip.title, tip.body), tip };
}
export type Data = ReturnType<typeof data>;
`;

const TEMPLATE = `import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';

export default function Page() {
  const { tip } = useData<Data>();
  return (
    <section className="container-page py-10">
      <h1>{tip.title}</h1>
      <p>{tip.body}</p>
    </section>
  );
}
`;

/** The kind's row, route line and collection: each inserted after a line of the table it joins. */
const EDITS: { file: string; after: string; insert: string }[] = [
  {
    file: 'src/lib/routing/page-kinds.ts',
    after: 'export const PAGE_KINDS = {\n',
    insert: "  tip: { reads: 'bundled', section: 'portfolio', jsonLd: 'section-trail', card: 'default' },\n",
  },
  {
    file: 'src/lib/routing/routes.ts',
    after:
      'const MANY: Record<Exclude<RouteKind, SinglePage | QuoteKind>, (src: RouteSources, page: Page) => Route[]> = {\n',
    insert:
      "  tip: (src, page) => (src as unknown as { tips: { id: string }[] }).tips.map((t) => page('/tips/' + t.id, 'tip', { id: t.id })),\n",
  },
  {
    file: 'scripts/codegen/collections.ts',
    after: 'export const collections: Collection[] = [\n',
    insert:
      "  { name: 'tips', type: 'Tip', path: 'data/tips', schema: 'tip.schema.json', many: true, idField: 'id', templates: 'site', bundled: true },\n",
  },
];

let ws: Workspace;
const build = (...args: string[]) =>
  execFileSync(process.execPath, [...WITH_COMPILE_CACHE, 'scripts/build.ts', ...args], {
    cwd: ws.root,
    encoding: 'utf8',
    stdio: 'pipe',
  });
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(ws.root, file)), { recursive: true });
  fs.writeFileSync(path.join(ws.root, file), text);
};

describe(`a new kind of page with ${COUNT} pages`, () => {
  let routes: Route[];
  let incremental: Map<string, string>;
  let full: Map<string, string>;
  let report: BuildReport;
  let edited: string;
  /** A page's file before and after the full build, and whether pages were left set aside. */
  const inodes: number[] = [];
  let parked = true;

  beforeAll(() => {
    ws = makeWorkspace(process.cwd());
    for (const { file, after, insert } of EDITS) {
      const text = fs.readFileSync(path.join(ws.root, file), 'utf8');
      if (!text.includes(after))
        throw new Error(
          `${file} no longer has the line "${after.trim()}": update EDITS of this test to where the row goes.`,
        );
      write(file, text.replace(after, after + insert));
    }
    write('schemas/tip.schema.json', `${JSON.stringify(SCHEMA, null, 2)}\n`);
    for (const id of ids) write(`data/tips/${id}.yaml`, tipText(id));
    write('src/pages/tips/@id/+data.ts', DATA_HOOK);
    write('src/pages/tips/@id/+Page.tsx', TEMPLATE);
    build('--full');
    write(`data/tips/${EDITED}.yaml`, tipText(EDITED, 'A sentence changed for this test, about the weep holes.'));
    build();
    report = readReport(ws.root);
    incremental = publishedFiles(ws.root);
    edited = fs.readFileSync(path.join(ws.root, `dist/client/tips/${EDITED}.html`), 'utf8');
    const text = fs.readFileSync(path.join(ws.root, 'generated/routes.ts'), 'utf8');
    routes = JSON.parse(/routes: Route\[\] = (.*);/s.exec(text)![1]) as Route[];
    const inode = () => fs.statSync(path.join(ws.root, `dist/client/tips/${ids[0]}.html`)).ino;
    inodes.push(inode());
    build('--full');
    full = publishedFiles(ws.root);
    inodes.push(inode());
    parked = fs.existsSync(parkedDir(path.join(ws.root, 'dist/client')));
  }, 1_800_000);

  afterAll(() => ws?.remove(), 120_000); // thousands of files: longer than a hook's 10 s on a busy machine

  it('lists a page for each record, at the address its route line gives', () => {
    const tips = routes.filter((r) => r.kind === ('tip' as never));
    expect(tips.map((r) => r.url)).toEqual(ids.map((id) => `/tips/${id}`));
    expect(report.rendered).toBeGreaterThanOrEqual(COUNT);
  });

  it('writes the change', () => {
    expect(edited).toContain('about the weep holes');
  });

  it('publishes byte for byte what a full build does', () => {
    expect([...incremental.keys()].filter((f) => f.startsWith('client/tips/')).length).toBeGreaterThanOrEqual(COUNT);
    expect(differences(incremental, full)).toEqual([]);
  });

  it('writes each page of the full build over its own file, and leaves none set aside', () => {
    // A new file for each page made the kernel's search for a free inode a fifth of a full build's CPU
    // (scripts/build/parked-pages.ts).
    expect(inodes[1]).toBe(inodes[0]);
    expect(parked).toBe(false);
  });
});
