// https://vike.dev/data
import { quote, services, site } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';

export function data() {
  const bySlug = new Map(services.map((s) => [s.slug, s.title]));
  return {
    head: pageHead('/quote', quote.metaTitle, quote.metaDescription),
    quote,
    popular: quote.popularServices.items.map((slug) => ({ slug, title: bySlug.get(slug)! })),
    embed: site.quoteEmbed,
  };
}
export type Data = ReturnType<typeof data>;
