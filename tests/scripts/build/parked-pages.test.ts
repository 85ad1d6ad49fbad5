import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  dropParked,
  parkedDir,
  parkPages,
  restoreParked,
  unparkPage,
  writeOver,
} from '../../../scripts/build/parked-pages.ts';
import { listFiles } from '../../../scripts/build/steps.ts';

let client: string;
const file = (rel: string) => path.join(client, rel);
const write = (rel: string, text = rel) => {
  fs.mkdirSync(path.dirname(file(rel)), { recursive: true });
  fs.writeFileSync(file(rel), text);
};
const inode = (f: string) => fs.statSync(f).ino;

describe("the last build's pages set aside while new bundles empty dist/client", () => {
  beforeEach(() => {
    client = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'parked-pages-')), 'dist/client');
    for (const f of ['index.html', 'service-areas/boca-raton-fl.html', 'service-areas/gone-fl.html', 'assets/old.js'])
      write(f);
  });
  afterEach(() => fs.rmSync(path.dirname(path.dirname(client)), { recursive: true, force: true }));

  it('empties the folder, and a page written again keeps its own file; what is not written again goes', () => {
    const before = inode(file('service-areas/boca-raton-fl.html'));
    parkPages(client);
    expect(fs.existsSync(client)).toBe(false);
    // The new bundles, then the pages of this build.
    write('assets/new.js');
    fs.mkdirSync(file('service-areas'));
    unparkPage(client, 'service-areas/boca-raton-fl.html');
    writeOver(file('service-areas/boca-raton-fl.html'), Buffer.from('Boca'));
    // A page of a new route: nothing was set aside for it.
    unparkPage(client, 'service-areas/new-fl.html');
    writeOver(file('service-areas/new-fl.html'), Buffer.from('new'));
    dropParked(client);
    expect(listFiles(client).sort()).toEqual([
      'assets/new.js',
      'service-areas/boca-raton-fl.html',
      'service-areas/new-fl.html',
    ]);
    expect(inode(file('service-areas/boca-raton-fl.html'))).toBe(before);
    expect(fs.readFileSync(file('service-areas/boca-raton-fl.html'), 'utf8')).toBe('Boca');
    expect(fs.existsSync(parkedDir(client))).toBe(false);
  });

  it('removes the folder instead when pages already wait (new bundles twice in one build, or a build stopped)', () => {
    parkPages(client);
    write('index.html', 'rendered before the bundles changed');
    parkPages(client);
    expect(fs.existsSync(client)).toBe(false);
    expect(fs.readFileSync(path.join(parkedDir(client), 'index.html'), 'utf8')).toBe('index.html');
  });

  it("puts the last build's files back when the build fails after setting them aside, beside the pages it wrote", () => {
    parkPages(client);
    write('assets/new.js');
    // A page rendered beside codegen before codegen refused the data: written with the new bundles.
    fs.mkdirSync(file('service-areas'));
    unparkPage(client, 'service-areas/boca-raton-fl.html');
    writeOver(file('service-areas/boca-raton-fl.html'), Buffer.from('Boca, new'));
    restoreParked(client);
    expect(listFiles(client).sort()).toEqual([
      'assets/new.js',
      'assets/old.js',
      'index.html',
      'service-areas/boca-raton-fl.html',
      'service-areas/gone-fl.html',
    ]);
    expect(fs.readFileSync(file('service-areas/boca-raton-fl.html'), 'utf8')).toBe('Boca, new');
    expect(fs.existsSync(parkedDir(client))).toBe(false);
    restoreParked(client);
    expect(listFiles(client)).toHaveLength(5);
  });

  it('writes a page over a longer or a shorter one, leaving no byte of the old', () => {
    const page = file('index.html');
    writeOver(page, Buffer.from('a page longer than the one it replaces'));
    expect(fs.readFileSync(page, 'utf8')).toBe('a page longer than the one it replaces');
    writeOver(page, Buffer.from('short'));
    expect(fs.readFileSync(page, 'utf8')).toBe('short');
    writeOver(page, Buffer.alloc(0));
    expect(fs.statSync(page).size).toBe(0);
  });
});
