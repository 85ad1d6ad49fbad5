// https://vike.dev/data
import { home, services } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';
import { picture } from '../../lib/images.ts';

export function data() {
  return {
    head: pageHead('/', home.metaTitle, home.metaDescription),
    home,
    logos: home.brands.logos.map((l) => ({ name: l.name, pic: picture(l.image) })),
    services: services.map(({ slug, label, icon, summary }) => ({ slug, label, icon, summary })),
  };
}
export type Data = ReturnType<typeof data>;
