import type { PageContextServer } from 'vike/types';
import { formatMonth } from '../../lib/i18n/dates.ts';
// https://vike.dev/data
import { localeOf, pageContent } from '../../lib/i18n/i18n.ts';
import { pageHead } from '../../lib/page/head.ts';
import { picture } from '../../lib/page/images.ts';
import { firstScreenPrice } from '../../lib/prices/starting-price.ts';

/** How many of the latest projects the See Our Work block shows. */
const WORK_SAMPLES = 3;

export function data(pageContext: PageContextServer) {
  const { home, projects, services } = pageContent(pageContext);
  const { image, ...hero } = home.hero;
  return {
    head: pageHead(pageContext, home.metaTitle, home.metaDescription, { src: image, alt: hero.imageAlt }),
    hero: { ...hero, picture: picture(image), price: firstScreenPrice(services) },
    brands: {
      heading: home.brands.heading,
      logos: home.brands.logos.map((l) => ({ name: l.name, pic: picture(l.image) })),
    },
    servicesSection: home.servicesSection,
    services: services.map(({ slug, label, icon, summary }) => ({ slug, label, icon, summary })),
    whyChooseUs: home.whyChooseUs,
    reviews: {
      heading: home.reviews.heading,
      items: home.reviews.items.map((r) => ({ ...r, month: formatMonth(r.date.slice(0, 7), localeOf(pageContext)) })),
    },
    seeOurWork: {
      ...home.seeOurWork,
      projects: projects.slice(0, WORK_SAMPLES).map((p) => ({
        id: p.id,
        title: p.title,
        location: p.location,
        alt: p.images[0].alt,
        pic: picture(p.images[0].src),
      })),
    },
    faq: home.faq,
    contact: home.contact,
  };
}
export type Data = ReturnType<typeof data>;
