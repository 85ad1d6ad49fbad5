import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The CSP hashes of the inline scripts in the built pages. Vike writes one small inline module script on pages
 * that hydrate (it imports the page's entries); the Content-Security-Policy allows exactly those scripts by hash,
 * never inline script in general. JSON data blocks (JSON-LD, Vike's page context) are not scripts and need none.
 * `known`: pages whose hashes are already known (the build's, from rendering them), which are not read again.
 */
export function inlineScriptHashes(
  clientDir: string,
  known: { files: Set<string>; hashes: string[] } = { files: new Set(), hashes: [] },
  /** The files under clientDir (relative, with forward slashes), when the caller has listed them already. */
  listed?: readonly string[],
): string[] {
  const hashes = new Set<string>(known.hashes);
  const files =
    listed ??
    fs
      .readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(clientDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  for (const file of files) {
    if (!file.endsWith('.html') || known.files.has(file)) continue;
    for (const h of scriptHashesOf(fs.readFileSync(path.join(clientDir, file), 'utf8'))) hashes.add(h);
  }
  return [...hashes].sort();
}

/**
 * The CSP hashes of one page's inline scripts (the build takes them from each page as it renders it): each
 * `<script>` without `src` that is not JSON. Found with indexOf rather than a regular expression, which took
 * 0.15-0.25 ms of a 67 KB city page; in the page's UTF-8 bytes when the caller has them (the build writes them):
 * searching the string a page was assembled as copied it whole first.
 */
export function scriptHashesOf(html: string | Buffer): string[] {
  const out: string[] = [];
  const part = (from: number, to: number) =>
    typeof html === 'string' ? html.slice(from, to) : html.subarray(from, to);
  let at = html.indexOf('<script');
  while (at !== -1) {
    const tagEnd = html.indexOf('>', at);
    const close = tagEnd === -1 ? -1 : html.indexOf('</script>', tagEnd);
    if (close === -1) break;
    const tag = part(at, tagEnd).toString();
    // <script followed by a space or its end: not <scripts-…>, another element.
    if (!/^<script(\s|$)/.test(tag) || /\bsrc=/.test(tag) || /type="application\/(?:ld\+)?json"/.test(tag)) {
      at = html.indexOf('<script', at + 1);
      continue;
    }
    out.push(
      `'sha256-${crypto
        .createHash('sha256')
        .update(part(tagEnd + 1, close))
        .digest('base64')}'`,
    );
    at = html.indexOf('<script', close);
  }
  return out;
}
