/**
 * The door to the site's images. Data hooks turn an image path of data/images/ into a Picture (srcsets per format
 * and intrinsic size, made at build time) and hand it to components, so no page ships the whole image list.
 */
import { pictures } from '../../content/images.ts';
import type { Picture } from './picture.ts';

export type { Picture };

export function picture(src: string): Picture {
  const p = pictures[src];
  if (!p)
    throw new Error(
      `No image "${src}" in generated/images.ts: run npm run codegen (it lists every image the data names).`,
    );
  return p;
}

/** False while the photo is still a drawn placeholder: social cards then use the page kind's own image instead. */
export const hasPhoto = (src: string) => !pictures[src]?.placeholder;
