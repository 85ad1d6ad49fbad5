// https://vike.dev/data
import { quote, services, site } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';
import { href } from '../../lib/routes.ts';

// This page hydrates (its embed needs the browser), so what this returns is sent along: only what the page shows.
export function data() {
  const bySlug = new Map(services.map((s) => [s.slug, s.title]));
  const { heading, text, badges, formHeading, fallback, steps, popularServices } = quote;
  return {
    head: pageHead(href.quote, quote.metaTitle, quote.metaDescription),
    quote: { heading, text, badges, formHeading, fallback, steps, popularHeading: popularServices.heading },
    popular: popularServices.items.map((slug) => ({ slug, title: bySlug.get(slug)! })),
    embed: site.quoteEmbed,
    email: site.email.office,
  };
}
export type Data = ReturnType<typeof data>;
