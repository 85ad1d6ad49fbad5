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
): string[] {
  const hashes = new Set<string>(known.hashes);
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (known.files.has(path.relative(clientDir, file).split(path.sep).join('/'))) continue;
    for (const h of scriptHashesOf(fs.readFileSync(file, 'utf8'))) hashes.add(h);
  }
  return [...hashes].sort();
}

/** The CSP hashes of one page's inline scripts (the build takes them from each page as it renders it). */
export function scriptHashesOf(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => `'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`);
}
