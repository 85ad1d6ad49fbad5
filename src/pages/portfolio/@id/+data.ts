// https://vike.dev/data
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { formatMonth } from '../../../lib/i18n/dates.ts';
import { localeOf, localize, messagesFor, pageContent } from '../../../lib/i18n/i18n.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { pageHead } from '../../../lib/page/head.ts';
import { picture } from '../../../lib/page/images.ts';
import { metaDescription } from '../../../lib/page/meta-description.ts';
import { projectTitle } from '../../../lib/page/page-title.ts';
import { href } from '../../../lib/routing/routes.ts';

/** 'More Projects' shows the first three other projects. */
const MORE_PROJECTS = 3;

export function data(pageContext: PageContextServer) {
  const { portfolioPage, projectCategories, projects, site } = pageContent(pageContext);
  const locale = localeOf(pageContext);
  const project = projects.find((p) => p.id === pageContext.routeParams.id);
  // Unknown ids never reach this hook once built: hosts answer them with /portfolio/404 (src/lib/serving/serving-rules.ts).
  if (!project) throw redirect(localize(href.portfolio, locale));
  const label = (slug: string) => projectCategories.categories.find((c) => c.slug === slug)!.label;
  return {
    head: pageHead(
      pageContext,
      projectTitle(project.title, project.location, site.businessName, messagesFor(locale).portfolio.projectTitle),
      metaDescription(project.description),
      project.images[0],
    ),
    texts: portfolioPage.project,
    galleryWords: galleryWords(locale),
    title: project.title,
    description: project.description,
    categoryLabel: label(project.category),
    location: project.location,
    completed: formatMonth(project.completedDate, locale),
    services: project.services,
    testimonial: project.testimonial,
    photos: project.images.map((img) => ({ alt: img.alt, pic: picture(img.src) })),
    others: projects
      .filter((p) => p.id !== project.id)
      .slice(0, MORE_PROJECTS)
      .map((p) => ({
        id: p.id,
        title: p.title,
        location: p.location,
        categoryLabel: label(p.category),
        thumbnail: { alt: p.images[0].alt, pic: picture(p.images[0].src) },
      })),
  };
}
export type Data = ReturnType<typeof data>;

/** The gallery's words: it is an island, hydrated without the page's context, so it gets them as props. */
function galleryWords(locale: Locale) {
  const { chrome, portfolio } = messagesFor(locale);
  const { fullScreen, previous, next, photos, photo, photosOf } = portfolio;
  return { fullScreen, previous, next, photos, photo, photosOf, close: chrome.close };
}
export type GalleryWords = ReturnType<typeof galleryWords>;
export type Photo = Data['photos'][number];
