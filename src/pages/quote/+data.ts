import type { PageContextServer } from 'vike/types';
// https://vike.dev/data
import { pageContent } from '../../lib/i18n.ts';
import { pageHead } from '../../lib/head.ts';

// This page hydrates (its embed needs the browser), so what this returns is sent along: only what the page shows.
export function data(pageContext: PageContextServer) {
  const { quote, services, site } = pageContent(pageContext);
  const bySlug = new Map(services.map((s) => [s.slug, s.title]));
  const { heading, text, badges, formHeading, fallback, steps, popularServices } = quote;
  return {
    head: pageHead(pageContext, quote.metaTitle, quote.metaDescription),
    quote: { heading, text, badges, formHeading, fallback, steps, popularHeading: popularServices.heading },
    popular: popularServices.items.map((slug) => ({ slug, title: bySlug.get(slug)! })),
    embed: site.quoteEmbed,
    email: site.email.office,
  };
}
export type Data = ReturnType<typeof data>;
