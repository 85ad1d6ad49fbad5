import fs from 'node:fs';
import path from 'node:path';
import type * as T from '../../generated/types.ts';
import { heroSvg } from './placeholder-hero.ts';
import { PLACEHOLDER, type PlaceholderText, placeholderSvg } from './placeholder-photo.ts';

/** The parts of the validated content that name photos. */
export interface PhotoSources {
  projects: T.Project[];
  projectCategories: T.ProjectCategories;
  blogPosts: T.BlogPost[];
  home: T.HomePage;
}

/** A photo the data names that is not in data/images/ yet, and the drawing that stands in for it. */
export interface MissingPhoto {
  /** Path under data/images/ where the photo belongs. */
  ref: string;
  /** What the photo should show (its alt text), for the owner's list. */
  shows: string;
  svg: string;
  w: number;
  h: number;
}

/** Which fields hold photos that may be drawn until they exist; any other missing image stays an error. */
export function isPhotoField(collection: string, segs: string[]): boolean {
  return (
    (collection === 'projects' && segs[0] === 'images' && segs[2] === 'src') ||
    (collection === 'blogPosts' && segs[0] === 'image') ||
    (collection === 'home' && segs.join('.') === 'hero.image')
  );
}

const PATTERN: Record<string, PlaceholderText['pattern']> = {
  'tile-repair': 'tiles',
  'bathroom-remodeling': 'tiles',
  'kitchen-remodeling': 'tiles',
  'custom-cabinetry': 'slats',
  'custom-storage': 'slats',
  'custom-installations': 'slats',
  'commercial-painting': 'stripes',
  'wallpaper-installation': 'stripes',
};

/** Every missing photo of the content, with its drawing: projects and blog posts say what they are and where. */
export function missingPhotos(root: string, content: PhotoSources): MissingPhoto[] {
  const exists = (ref: string) => fs.existsSync(path.join(root, 'data/images', ref));
  const label = (slug: string) => content.projectCategories.categories.find((c) => c.slug === slug)?.label ?? slug;
  const out: MissingPhoto[] = [];
  for (const p of content.projects) {
    p.images.forEach((img, i) => {
      if (exists(img.src)) return;
      const note = `Photo ${i + 1} of ${p.images.length} coming soon`;
      out.push({
        ref: img.src,
        shows: img.alt,
        ...PLACEHOLDER,
        svg: placeholderSvg({
          eyebrow: label(p.category),
          title: p.title,
          place: p.location,
          note,
          pattern: PATTERN[p.category] ?? 'plan',
        }),
      });
    });
  }
  for (const post of content.blogPosts) {
    if (!exists(post.image))
      out.push({
        ref: post.image,
        shows: post.imageAlt,
        ...PLACEHOLDER,
        svg: placeholderSvg({ eyebrow: 'Blog', title: post.title, note: 'Photo coming soon', pattern: 'plan' }),
      });
  }
  const hero = content.home.hero;
  if (!exists(hero.image)) out.push({ ref: hero.image, shows: hero.imageAlt, w: 1920, h: 1080, svg: heroSvg() });
  return out;
}
