// https://vike.dev/data
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { projectCategories, projects } from '../../../lib/content.ts';
import { pageHead } from '../../../lib/head.ts';
import { picture } from '../../../lib/images.ts';

export function data(pageContext: PageContextServer) {
  const project = projects.find((p) => p.id === pageContext.routeParams.id);
  // SPEC 2.14: an unknown project id ends at the list (the static host does the same through its serving rules).
  if (!project) throw redirect('/portfolio');
  const others = projects.filter((p) => p.id !== project.id).slice(0, 3);
  return {
    head: pageHead(`/portfolio/${project.id}`, `${project.title} in ${project.location} | Portfolio`, project.description.slice(0, 155), project.images[0].src),
    project,
    gallery: project.images.map((img) => ({ alt: img.alt, pic: picture(img.src) })),
    categoryLabel: projectCategories.categories.find((c) => c.slug === project.category)!.label,
    others: others.map((p) => ({ id: p.id, title: p.title, location: p.location, thumbnail: { alt: p.images[0].alt, pic: picture(p.images[0].src) } })),
  };
}
export type Data = ReturnType<typeof data>;
