import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, scriptHashesOf } from '../../scripts/serve/inline-scripts.ts';

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each distinct inline script of every page, not external scripts or JSON data', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-scripts-'));
    const loader = 'import("/assets/entries/a.js");\nimport("/assets/entries/b.js");';
    fs.mkdirSync(path.join(dir, 'about'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<script type="module" async>${loader}</script><script src="/x.js" type="module" async></script>`,
    );
    fs.writeFileSync(
      path.join(dir, 'about/index.html'),
      `<script type="application/ld+json">{"@type":"Thing"}</script><script id="vike_pageContext" type="application/json">{}</script><script type="module" async>${loader}</script><script>other()</script>`,
    );
    fs.writeFileSync(path.join(dir, 'not-a-page.js'), '<script>ignored()</script>');
    expect(inlineScriptHashes(dir)).toEqual([sha256(loader), sha256('other()')].sort());
  });
});

describe('scriptHashesOf', () => {
  it('reads each tag as a browser would: attributes up to its ">", the script up to its "</script>"', () => {
    const page = [
      '<script src="/a.js" type="module"></script>',
      '<script type="module">one()</script>',
      '<script type="application/ld+json">{"a":"<b>"}</script>',
      '<script>const t = "<script";</script>',
      '<scripts-not-a-script>',
      '<script async>two()</script>',
    ].join('\n');
    expect(scriptHashesOf(page)).toEqual([sha256('one()'), sha256('const t = "<script";'), sha256('two()')]);
  });

  it("finds the same in the page's UTF-8 bytes, text beyond ASCII before and inside its scripts", () => {
    const page =
      '<p>Reparación · 10 % menos — ¡hoy!</p><script>ß("€")</script><script src="/x.js"></script><script>ok()</script>';
    expect(scriptHashesOf(Buffer.from(page))).toEqual([sha256('ß("€")'), sha256('ok()')]);
    expect(scriptHashesOf(Buffer.from(page))).toEqual(scriptHashesOf(page));
  });

  it('finds nothing in a page without inline scripts, or with one left open', () => {
    expect(scriptHashesOf('<p>no scripts</p>')).toEqual([]);
    expect(scriptHashesOf('<script>never closed')).toEqual([]);
  });
});
