/**
 * Netlify's local Blobs server (`netlify dev`, the tests) writes a blob to a hidden file beside it, then renames it
 * into place, and a list made meanwhile names that hidden file too, with the new blob's content: read as an entry, a
 * quote stored at that moment was e-mailed twice. No key this site writes has a part starting with a dot, so a listed
 * key whose last part does is a write still under way, and is skipped.
 */
export const written = <T extends { key: string }>(blobs: T[]): T[] =>
  blobs.filter((b) => !b.key.slice(b.key.lastIndexOf('/') + 1).startsWith('.'));
