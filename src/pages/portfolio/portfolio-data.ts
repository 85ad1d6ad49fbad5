import { formatMonth } from '../../lib/i18n/dates.ts';
import { localeOf, localize, pageContent } from '../../lib/i18n/i18n.ts';
import type { Locale } from '../../lib/i18n/locale.ts';
import { pageHead } from '../../lib/page/head.ts';
import { picture } from '../../lib/page/images.ts';
import { filterByCategory } from '../../lib/routing/portfolio-filter.ts';
import { href } from '../../lib/routing/routes.ts';

/** A card shows at most this many services, then a '+N more' badge. */
const CARD_SERVICES = 3;

/**
 * The list, or its view filtered to one category (`/portfolio/category/{slug}`, a page of its own so the filter is a
 * plain link that works without JavaScript on a static host), in the page's language: a Spanish page lists the
 * translated projects.
 */
export function portfolioData(pageContext: { urlOriginal: string; locale?: Locale }, category: string | null) {
  const { portfolioPage, projectCategories, projects } = pageContent(pageContext);
  const locale = localeOf(pageContext);
  const labels = new Map(projectCategories.categories.map((c) => [c.slug as string, c.label]));
  const label = category === null ? undefined : labels.get(category);
  return {
    head: label
      ? pageHead(
          pageContext,
          `${label} ${portfolioPage.category.titleAfterLabel}`,
          `${label} ${portfolioPage.category.descriptionAfterLabel}`,
        )
      : pageHead(pageContext, portfolioPage.metaTitle, portfolioPage.metaDescription),
    page: { heading: portfolioPage.heading, intro: portfolioPage.intro, cta: portfolioPage.cta },
    allHref: localize(href.portfolio, locale),
    categories: projectCategories.categories.map((c) => ({
      slug: c.slug as string,
      label: c.label,
      href: localize(href.portfolioCategory(c.slug), locale),
    })),
    selected: category,
    total: projects.length,
    cards: filterByCategory(projects, category).map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      category: p.category as string,
      categoryLabel: labels.get(p.category)!,
      location: p.location,
      completed: formatMonth(p.completedDate, locale),
      thumbnail: { alt: p.images[0].alt, pic: picture(p.images[0].src) },
      services: p.services.slice(0, CARD_SERVICES),
      moreServices: Math.max(0, p.services.length - CARD_SERVICES),
      testimonial: p.testimonial?.text,
    })),
  };
}
export type Data = ReturnType<typeof portfolioData>;
export type Card = Data['cards'][number];
