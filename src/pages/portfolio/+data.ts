// https://vike.dev/data
import { projectCategories, projects } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';
import { picture } from '../../lib/images.ts';

export function data() {
  const labels = new Map(projectCategories.categories.map((c) => [c.slug, c.label]));
  return {
    head: pageHead('/portfolio', 'Our Work: Project Portfolio | South Florida Home Improvement', 'Kitchens, bathrooms, custom cabinetry, tile, painting and repairs we have completed for homes and businesses across South Florida.'),
    categories: projectCategories.categories,
    cards: projects.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      category: p.category,
      categoryLabel: labels.get(p.category)!,
      location: p.location,
      completed: p.completedDate,
      thumbnail: { alt: p.images[0].alt, pic: picture(p.images[0].src) },
      services: p.services.slice(0, 3),
      moreServices: Math.max(0, p.services.length - 3),
      testimonial: p.testimonial?.text,
    })),
  };
}
export type Data = ReturnType<typeof data>;
