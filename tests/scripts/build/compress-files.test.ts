import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressedDir, compressFiles, isCopyFresh } from '../../../scripts/build/compress.ts';

let root: string;
let client: string;
const script = (n: number) =>
  `export const parts = [${Array.from({ length: 400 }, (_, i) => `"part ${i * n}"`).join(',')}];\n`;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(client, rel)), { recursive: true });
  fs.writeFileSync(path.join(client, rel), text);
};
const copy = (rel: string) => path.join(compressedDir(client), rel);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-'));
  client = path.join(root, 'client');
  write('assets/app.js', script(1));
  write('assets/style.css', `body{color:red}${'.a{margin:0}'.repeat(200)}`);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('compressFiles', () => {
  it('compresses scripts and styles into dist/compressed, copies that decompress to the file', async () => {
    expect(await compressFiles(client)).toEqual({ compressed: 2 });
    const br = zlib.brotliDecompressSync(fs.readFileSync(copy('assets/app.js.br'))).toString();
    expect(br).toBe(script(1));
    expect(zlib.gunzipSync(fs.readFileSync(copy('assets/style.css.gz'))).toString()).toContain('body{color:red}');
  });

  it('keeps the copies of a file written again with the same bytes (a new bundle), dated so the server takes them', async () => {
    await compressFiles(client);
    // Copies made by an earlier build, then the bundle writes the same script again.
    const earlier = new Date(Date.now() - 3_600_000);
    for (const ext of ['.br', '.gz']) fs.utimesSync(copy(`assets/app.js${ext}`), earlier, earlier);
    const brotli = fs.readFileSync(copy('assets/app.js.br'));
    write('assets/app.js', script(1));
    expect(isCopyFresh(copy('assets/app.js.br'), path.join(client, 'assets/app.js'))).toBe(false);
    expect(await compressFiles(client)).toEqual({ compressed: 0 });
    expect(fs.readFileSync(copy('assets/app.js.br')).equals(brotli)).toBe(true);
    expect(isCopyFresh(copy('assets/app.js.br'), path.join(client, 'assets/app.js'))).toBe(true);
    expect(isCopyFresh(copy('assets/app.js.gz'), path.join(client, 'assets/app.js'))).toBe(true);
  });

  it('compresses again a file whose bytes changed, and removes the copies of a file that is gone', async () => {
    await compressFiles(client);
    write('assets/app.js', script(2));
    fs.rmSync(path.join(client, 'assets/style.css'));
    expect(await compressFiles(client)).toEqual({ compressed: 1 });
    expect(zlib.gunzipSync(fs.readFileSync(copy('assets/app.js.gz'))).toString()).toBe(script(2));
    expect(fs.existsSync(copy('assets/style.css.br'))).toBe(false);
  });

  it('compresses again when a copy was removed, whatever the record says', async () => {
    await compressFiles(client);
    fs.rmSync(copy('assets/app.js.gz'));
    expect(await compressFiles(client)).toEqual({ compressed: 1 });
    expect(fs.existsSync(copy('assets/app.js.gz'))).toBe(true);
  });

  it("keeps a page's copies while the page is unchanged, and none after a build that wrote every page", async () => {
    write('about.html', `<p>${'About us. '.repeat(200)}</p>`);
    for (const ext of ['.br', '.gz']) {
      fs.mkdirSync(path.dirname(copy(`about.html${ext}`)), { recursive: true });
      fs.writeFileSync(copy(`about.html${ext}`), 'made by npm start');
    }
    await compressFiles(client);
    expect(fs.existsSync(copy('about.html.br'))).toBe(true);
    await compressFiles(client, { pagesNew: true });
    expect(fs.existsSync(copy('about.html.br'))).toBe(false);
    expect(fs.existsSync(copy('assets/app.js.br'))).toBe(true);
  });
});
