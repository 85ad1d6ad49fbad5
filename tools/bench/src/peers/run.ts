/**
 * `npm run bench -- --peers`: this site's build timed against reference projects in Eleventy and Astro
 * (tools/bench/peers) that render the same city pages from the same city files, at each size of generated cities,
 * in interleaved turns (ours, then each peer, then all again), the best of the turns kept. The peers' templates fill
 * the skeleton of one of our built city pages (./skeleton.ts); after the first turn, the text of a few of their pages
 * is checked against ours.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { nearbyLists } from '../../../../scripts/codegen/city-pages.ts';
import { ensureTool, installProblem, packageDir, TOOLS_ROOT } from '../../../../scripts/codegen/tool-packages.ts';
import { type BuildProfile, buildSite } from '../build.ts';
import { type GeneratedCity, generateCities } from '../city-generator.ts';
import { measure } from '../measure.ts';
import { countySlugs } from '../scale.ts';
import { replaceGeneratedCities } from '../workspace.ts';
import { type CityLists, cityValues, extractSkeleton } from './skeleton.ts';
import { firstDifference, visibleText } from './visible-text.ts';

export const PEERS = ['eleventy', 'astro', 'astro-react'] as const;
export type Peer = (typeof PEERS)[number];
export type Builder = 'ours' | Peer;
/**
 * The packages the peers are built with, pinned in tools/bench/peers/package.json; the last three the site has too,
 * but the peers load their own copies.
 */
export const PEERS_PACKAGES = ['@11ty/eleventy', 'astro', '@astrojs/react', 'react', 'react-dom', 'yaml'] as const;
export const PEERS_SHARED_WITH_SITE: readonly string[] = PEERS_PACKAGES.slice(3);
const PEERS_DIR = path.join(TOOLS_ROOT, 'bench/peers');
const TURNS = 2;

export interface PeersRow {
  generated: number;
  /** City pages each peer wrote (every city file: the real cities and the generated ones); all pages for ours. */
  pages: Record<Builder, number>;
  /** Wall seconds of each turn. */
  seconds: Record<Builder, number[]>;
  /** CPU seconds (user + system, all processes) of each turn, where measurable: less sensitive to other load. */
  cpuSeconds?: Record<Builder, (number | null)[]>;
  /** This site's build in its turn of least CPU time: each step's and each kind of page's time (./profile.ts). */
  profile?: BuildProfile;
  /** Per peer: null when its pages say what ours say, else where the first one parts. */
  sameText: Record<Peer, string | null>;
}
export interface PeersFigures {
  versions: Record<string, string>;
  /** Seconds the peers' packages took to install in this run; absent when they were installed already. */
  installSeconds?: number;
  rows: PeersRow[];
}

/** The county names the city schema gives its slugs (schemas/defs.schema.json). */
function countyNames(root: string): Record<string, string> {
  const defs = JSON.parse(fs.readFileSync(path.join(root, 'schemas/defs.schema.json'), 'utf8')) as {
    $defs: { county: { anyOf: { const: string; title: string }[] } };
  };
  return Object.fromEntries(defs.$defs.county.anyOf.map((c) => [c.const, c.title]));
}

type County = Parameters<typeof nearbyLists>[0][number]['county'];
interface CityFile {
  cityName: string;
  citySlug: string;
  county: County;
  zipCodes: string[];
  neighborhoods: string[];
  intro: string;
}
const readCities = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && !f.endsWith('.es.yaml'))
    .map((f) => parse(fs.readFileSync(path.join(dir, f), 'utf8')) as CityFile);

/** A city's lists as its page shows them, in the peers' form (tools/bench/peers/shared/pages.mjs). */
function cityLists(city: CityFile, all: CityFile[]): CityLists {
  return {
    intro: city.intro.split(/\n\s*\n/).map((p) => [p.trim()]),
    neighborhoods: city.neighborhoods.map((n) => [n]),
    zipCodes: city.zipCodes.map((z) => [z]),
    nearby: nearbyLists(all)(city).map((n) => [n.slug, n.name]),
  };
}

const ourPage = (root: string, slug: string) => path.join(root, 'dist/client/service-areas', `${slug}.html`);

/** Writes the peers' data file: where the city files are, the county names and the skeleton of one built page. */
function writePeerData(root: string, city: GeneratedCity, file: string): void {
  const cities = readCities(path.join(root, 'data/cities'));
  const record = cities.find((c) => c.citySlug === city.slug)!;
  const counties = countyNames(root);
  const html = fs.readFileSync(ourPage(root, city.slug), 'utf8');
  const lists = cityLists(record, cities);
  const parts = extractSkeleton(html, cityValues(record, counties[record.county], lists.nearby.length), lists);
  fs.writeFileSync(file, JSON.stringify({ citiesDir: path.join(root, 'data/cities'), counties, parts }));
}

const peerCommand = (from: NodeJS.Require, peer: Peer): [string, string[]] =>
  peer === 'eleventy'
    ? [path.join(packageDir(from, '@11ty/eleventy'), 'cmd.cjs'), ['--quiet']]
    : [path.join(packageDir(from, 'astro'), 'bin/astro.mjs'), ['build', '--silent']];

/** The text check: each peer's page of each city against ours. */
function compareText(root: string, out: string, slugs: string[]): string | null {
  for (const slug of slugs) {
    const theirs = path.join(out, 'service-areas', `${slug}.html`);
    if (!fs.existsSync(theirs)) return `no page for ${slug}`;
    const diff = firstDifference(
      visibleText(fs.readFileSync(ourPage(root, slug), 'utf8')),
      visibleText(fs.readFileSync(theirs, 'utf8')),
    );
    if (diff) return `${slug}: ${diff}`;
  }
  return null;
}

export async function peersRuns(
  root: string,
  sizes: number[],
  log: (line: string) => void,
  base = os.tmpdir(),
): Promise<PeersFigures> {
  const started = performance.now();
  const wasInstalled = installProblem(PEERS_DIR) === null;
  const from = ensureTool('bench/peers', { log });
  const installSeconds = wasInstalled ? undefined : (performance.now() - started) / 1000;
  const versionOf = (name: string) =>
    (JSON.parse(fs.readFileSync(path.join(packageDir(from, name), 'package.json'), 'utf8')) as { version: string })
      .version;
  const versions = Object.fromEntries(
    ['@11ty/eleventy', 'astro', '@astrojs/react', 'react'].map((n) => [n, versionOf(n)]),
  );
  const tmp = fs.mkdtempSync(path.join(base, 'bench-peers-'));
  const data = path.join(tmp, 'data.json');
  const env = { ...process.env, PEERS_DATA: data, ASTRO_TELEMETRY_DISABLED: '1' };
  const rows: PeersRow[] = [];
  try {
    for (const n of sizes) {
      const cities = generateCities(n, countySlugs(root));
      replaceGeneratedCities(root, cities);
      const row: PeersRow = {
        generated: n,
        pages: { ours: 0, eleventy: 0, astro: 0, 'astro-react': 0 },
        seconds: { ours: [], eleventy: [], astro: [], 'astro-react': [] },
        cpuSeconds: { ours: [], eleventy: [], astro: [], 'astro-react': [] },
        sameText: { eleventy: null, astro: null, 'astro-react': null },
      };
      for (let turn = 1; turn <= TURNS; turn++) {
        log(`Peers at ${n.toLocaleString('en-US')} generated cities, turn ${turn} of ${TURNS}: this site…`);
        // Each builder starts from no published folder: a peer's is removed before its turn (below), ours here, so
        // that neither build's time includes deleting the pages of the turn before (Vite empties dist/client).
        fs.rmSync(path.join(root, 'dist/client'), { recursive: true, force: true });
        const ours = await buildSite(root, `Peers: this site at + ${n}`, { full: true, generated: n });
        row.seconds.ours.push(ours.build.seconds);
        const leastCpu = row.cpuSeconds?.ours.every((c) => c === null || (ours.build.cpuSeconds ?? Infinity) < c);
        if (leastCpu || !row.profile) row.profile = ours.profile;
        row.cpuSeconds?.ours.push(ours.build.cpuSeconds);
        row.pages.ours = ours.pages;
        if (turn === 1) writePeerData(root, cities[0], data);
        for (const peer of PEERS) {
          log(`… ${peer}`);
          const out = path.join(tmp, peer);
          fs.rmSync(out, { recursive: true, force: true });
          const [bin, args] = peerCommand(from, peer);
          const run = await measure(process.execPath, [bin, ...args], {
            cwd: path.join(PEERS_DIR, peer),
            env: { ...env, PEERS_OUT: out },
          });
          row.seconds[peer].push(run.seconds);
          row.cpuSeconds?.[peer].push(run.cpuSeconds);
          row.pages[peer] = fs.readdirSync(path.join(out, 'service-areas')).length;
          const sample = [cities[0], cities[1], cities.at(-1)!].filter(Boolean).map((c) => c.slug);
          if (turn === 1) row.sameText[peer] = compareText(root, out, sample);
        }
      }
      rows.push(row);
    }
  } finally {
    replaceGeneratedCities(root, []);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return { versions, ...(installSeconds === undefined ? {} : { installSeconds }), rows };
}
