import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageFingerprints } from '../../../scripts/build/state.ts';
import { CITY_DIRECTORY_FILE, cityRouteFile } from '../../../src/lib/routing/city-pages.ts';
import type { Route, RouteKind } from '../../../src/lib/routing/routes.ts';

let generated: string;
const route = (url: string, kind: string, id?: string) =>
  ({
    url,
    kind: kind as RouteKind,
    id,
    indexable: true,
    canonical: url,
    locale: 'en',
    logical: url,
    alternates: {},
  }) as Route;

beforeEach(() => {
  generated = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprints-'));
  fs.writeFileSync(path.join(generated, CITY_DIRECTORY_FILE), JSON.stringify({ cities: [], counties: [] }));
});
afterEach(() => fs.rmSync(generated, { recursive: true, force: true }));

describe('what an incremental build knows each page reads', () => {
  it('refuses a kind of page it has no rule for, naming the kind and where to add it', () => {
    // Before, such a page got an empty fingerprint: never rendered again however its data changed.
    expect(() => pageFingerprints(generated, [route('/', 'home'), route('/no-such-page', 'no-such-kind')])).toThrow(
      /"no-such-kind".*src\/lib\/routing\/page-kinds\.ts/,
    );
  });

  it('fingerprints a page that reads its own file by that file, so editing it renders the page again', () => {
    const r = route('/quote/hialeah-fl', 'quote-city', 'hialeah-fl');
    const file = path.join(generated, cityRouteFile(r.url, r.kind));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{}');
    const before = pageFingerprints(generated, [r])[r.url];
    fs.rmSync(file);
    fs.writeFileSync(file, '{"edited":true}');
    expect(before).not.toBe('');
    expect(pageFingerprints(generated, [r])[r.url]).not.toBe(before);
  });
});
