/** The photo store of `npm start`: one file per photo in a folder beside the database (git-ignored .data/photos). */
import fs from 'node:fs';
import path from 'node:path';
import { PHOTO_MIME, type PhotoKind } from '../../lib/photos/photo-bytes.ts';
import type { PhotoStore } from './photo-store.ts';

/** Keys are the handler's own (a UUID and the kind's extension); anything else is never a file here. */
const KEY = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

export function folderPhotos(dir: string): PhotoStore {
  return {
    async put(key, { bytes }) {
      if (!KEY.test(key)) throw new Error(`Not a photo key: ${key}`);
      await fs.promises.mkdir(dir, { recursive: true });
      const file = path.join(dir, key);
      // Written beside, flushed, then renamed: a photo is either whole or absent.
      const handle = await fs.promises.open(`${file}.tmp`, 'w');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.promises.rename(`${file}.tmp`, file);
    },
    async get(key) {
      if (!KEY.test(key)) return undefined;
      const bytes = await fs.promises.readFile(path.join(dir, key)).catch(() => undefined);
      return bytes && { bytes: new Uint8Array(bytes), type: PHOTO_MIME[key.split('.')[1] as PhotoKind] };
    },
    async delete(key) {
      if (KEY.test(key)) await fs.promises.rm(path.join(dir, key), { force: true });
    },
    async list() {
      const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
      return names.filter((name) => KEY.test(name));
    },
  };
}
