import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../scripts/serve/inline-scripts.ts';

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
