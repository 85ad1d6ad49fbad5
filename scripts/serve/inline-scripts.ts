import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The CSP hashes of the inline scripts in the built pages. Vike writes one small inline module script on pages
 * that hydrate (it imports the page's entries); the Content-Security-Policy allows exactly those scripts by hash,
 * never inline script in general. JSON data blocks (JSON-LD, Vike's page context) are not scripts and need none.
 */
export function inlineScriptHashes(clientDir: string): string[] {
  const hashes = new Set<string>();
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}
