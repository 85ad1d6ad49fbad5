import { usePageContext } from 'vike-react/usePageContext';
import type { PageHead } from '../lib/page/head.ts';
import { href } from '../lib/routing/routes.ts';
import { useSite } from './i18n.ts';
import { Link } from './Link.tsx';

/**
 * Where the page's quote links lead: a city's or a service's page has a quote page of its own that carries the city or
 * the service (its head's `quote`, from the route list: src/lib/routing/quote-pages.ts); every other page, the quote page.
 */
export function useQuoteHref(): string {
  // Outside a page (a component rendered alone in a test) there is no pageContext.
  const data = (usePageContext() as { data?: { head?: PageHead } } | undefined)?.data;
  return data?.head?.quote ?? href.quote;
}

/** The second call to action of every screen: a link to the page's quote page, labelled as data/site.yaml says unless the page's data names its own. */
export function QuoteLink({ label, className }: { label?: string; className: string }) {
  const site = useSite();
  return (
    <Link href={useQuoteHref()} className={className}>
      {label ?? site.labels.quote}
    </Link>
  );
}
