import fs from 'node:fs';
import path from 'node:path';
import type { MissingPhoto } from './placeholders.ts';

const IMAGE = /^[a-z0-9\-/]+\.(jpg|jpeg|png|webp|avif|svg)$/;
/** The responsive widths made of every photo; the browser picks one from `sizes`. */
export const PHOTO_WIDTHS = [480, 960, 1440];
/**
 * Encoder effort (sharp: AVIF 0-9, WebP 0-6, default 4). At 4 the AVIF encoder took 3.3 s of CPU per photo (three
 * widths) and a first build 4 minutes; at 3 it takes 0.85 s for files 7% larger. Measured with `npm run bench`.
 */
export const ENCODER_EFFORT = 3;

/**
 * Fields whose image is only a page's social-sharing card: the head links the file itself (public/images/), no page
 * draws it, so it needs no AVIF and WebP widths. Encoding the five cards' widths was 1.4 s of a first build.
 */
const CARD_FIELDS = new Set(['socialImages', 'ogImage']);

/** Every image path (relative to data/images/) a page draws: named anywhere in the content but a social card field. */
export function imageRefs(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && IMAGE.test(value)) out.add(value);
  else if (Array.isArray(value)) for (const v of value) imageRefs(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) if (!CARD_FIELDS.has(k)) imageRefs(v, out);
  return out;
}

/**
 * generated/images.ts: each photo imported through vite-imagetools, which makes the AVIF and WebP widths with sharp
 * at build time (cached between builds) and gives their srcsets and intrinsic size; SVGs are imported as URLs with
 * their size read from the file. Pages reach these only through src/lib/page/images.ts.
 */
export function imagesModule(root: string, refs: Set<string>, drawn: MissingPhoto[] = []): string {
  const imports: string[] = [];
  const entries: string[] = [];
  const drawing = new Map(drawn.map((d) => [d.ref, d]));
  [...refs].sort().forEach((ref, i) => {
    const file = `../data/images/${ref}`;
    const d = drawing.get(ref);
    if (d) {
      // A missing photo: its drawing, written beside this module by emit (generated/placeholders/).
      // no-inline: Vite would put a small SVG into every page as a data: URL; a file is cached once for all pages.
      imports.push(`import i${i} from './${placeholderFile(ref)}?no-inline';`);
      entries.push(
        `  ${JSON.stringify(ref)}: { sources: {}, img: { src: i${i}, w: ${d.w}, h: ${d.h} }, placeholder: true },`,
      );
    } else if (ref.endsWith('.svg')) {
      const svg = fs.readFileSync(path.join(root, 'data/images', ref), 'utf8');
      const w = Number(/width="(\d+)"/.exec(svg)?.[1] ?? 0);
      const h = Number(/height="(\d+)"/.exec(svg)?.[1] ?? 0);
      imports.push(`import i${i} from '${file}?url';`);
      entries.push(`  ${JSON.stringify(ref)}: { sources: {}, img: { src: i${i}, w: ${w}, h: ${h} } },`);
    } else {
      imports.push(
        `import i${i} from '${file}?w=${PHOTO_WIDTHS.join(';')}&format=avif;webp&effort=${ENCODER_EFFORT}&as=picture';`,
      );
      entries.push(`  ${JSON.stringify(ref)}: i${i},`);
    }
  });
  return `import type { Picture } from '../src/lib/page/picture.ts';\n${imports.join('\n')}\n\nexport const pictures: Record<string, Picture> = {\n${entries.join('\n')}\n};\n`;
}

/** Where the drawing of a missing photo is written under generated/: projects/x-1.jpg -> placeholders/projects/x-1.svg. */
export const placeholderFile = (ref: string) => `placeholders/${ref.replace(/\.\w+$/, '.svg')}`;
