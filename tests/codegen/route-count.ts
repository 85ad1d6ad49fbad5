/**
 * How many routes codegen writes for the data in data/, counted from its files, for tests/codegen/write.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

// One page per city, per plain city, per project, per portfolio category, per service and per blog post, besides the site's fixed pages (the route list's
// own tests pin those): counted from the data files, so adding a record changes no test.
/** The English data files of a folder (a Spanish file, `x.es.yaml`, translates one of them: no route of its own yet). */
const dataFiles = (dir: string) =>
  fs
    .readdirSync(path.resolve(import.meta.dirname, '../../data', dir))
    .filter((n) => n.endsWith('.yaml') && !n.endsWith('.es.yaml'));
const plainCities = dataFiles('cities').filter((n) =>
  /^plainPage: true$/m.test(fs.readFileSync(path.resolve(import.meta.dirname, '../../data/cities', n), 'utf8')),
);
const FIXED_PAGES = [
  '/',
  '/about',
  '/goals',
  '/quote',
  '/portfolio',
  '/portfolio/404',
  '/blog',
  '/service-areas',
  '/service-areas/404',
  '/custom-wall-units',
  '/tech-recruitment',
  '/terms',
  '/privacy',
  '/guarantee',
];
const categories = [
  ...fs
    .readFileSync(path.resolve(import.meta.dirname, '../../data/project-categories.yaml'), 'utf8')
    .matchAll(/^\s*-?\s*slug:/gm),
].length;
// A quote page per city page and per service page, in each language with its quote page (src/lib/quote-routes.ts).
// And the answer to a quote sent without JavaScript (/quote/sent), one per language with the quote page.
const ENGLISH_QUOTES = dataFiles('cities').length + dataFiles('services').length + 1;
const ENGLISH =
  ENGLISH_QUOTES +
  dataFiles('cities').length +
  plainCities.length +
  dataFiles('projects').length +
  categories +
  dataFiles('services').length +
  dataFiles('blog').length +
  FIXED_PAGES.length;
// The Spanish pages (src/lib/routes.ts): each translated page of one kind, each translated service, post and city,
// all only with the Spanish home page; posts need the Spanish blog, cities the Spanish service areas and city template.
const spanish = (dir: string) =>
  fs.readdirSync(path.resolve(import.meta.dirname, '../../data', dir)).filter((n) => n.endsWith('.es.yaml'));
const translated = (page: string) =>
  fs.existsSync(path.resolve(import.meta.dirname, `../../data/pages/${page}.es.yaml`));
const SPANISH_PAGES = [
  'home',
  'about',
  'goals',
  'quote',
  'blog',
  'service-areas',
  'custom-wall-units',
  'tech-recruitment',
  'terms',
  'privacy',
  'guarantee',
];
// The portfolio needs its categories in Spanish too; then each category, each translated project and the page of an
// unknown project have their pages.
const spanishPortfolio =
  translated('portfolio') && fs.existsSync(path.resolve(import.meta.dirname, '../../data/project-categories.es.yaml'));
const spanishCities = translated('service-areas') && translated('city-page') ? spanish('cities').length : 0;
const SPANISH = translated('home')
  ? SPANISH_PAGES.filter(translated).length +
    spanish('services').length +
    (translated('blog') ? spanish('blog').length : 0) +
    spanishCities +
    (translated('quote') ? spanish('services').length + spanishCities + 1 : 0) +
    (spanishPortfolio ? 1 + categories + spanish('projects').length + (translated('project-not-found') ? 1 : 0) : 0)
  : 0;
/** Every route of the site, English and Spanish. */
export const ROUTES = ENGLISH + SPANISH;
