// https://vike.dev/data
import { projectCategories, projects } from '../../lib/content.ts';
import { formatMonth } from '../../lib/dates.ts';
import { pageHead } from '../../lib/head.ts';
import { picture } from '../../lib/images.ts';

/** SPEC 2.13: a card shows at most this many services, then a '+N more' badge. */
const CARD_SERVICES = 3;

export function data() {
  const labels = new Map(projectCategories.categories.map((c) => [c.slug, c.label]));
  return {
    head: pageHead('/portfolio', 'Our Work: Project Portfolio | South Florida Home Improvement', 'Kitchens, bathrooms, custom cabinetry, tile, painting and repairs we have completed for homes and businesses across South Florida.'),
    categories: projectCategories.categories.map((c) => ({ slug: c.slug as string, label: c.label })),
    cards: projects.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      category: p.category as string,
      categoryLabel: labels.get(p.category)!,
      location: p.location,
      completed: formatMonth(p.completedDate),
      thumbnail: { alt: p.images[0].alt, pic: picture(p.images[0].src) },
      services: p.services.slice(0, CARD_SERVICES),
      moreServices: Math.max(0, p.services.length - CARD_SERVICES),
      testimonial: p.testimonial?.text,
    })),
  };
}
export type Data = ReturnType<typeof data>;
export type Card = Data['cards'][number];
