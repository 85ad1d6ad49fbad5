import { href } from '../lib/routes.ts';
import { site } from '../lib/site.ts';

/** The second call to action of every screen: a link to the quote page, labelled as data/site.yaml says unless the page's data names its own. */
export function QuoteLink({ label = site.labels.quote, className }: { label?: string; className: string }) {
  return (
    <a href={href.quote} className={className}>
      {label}
    </a>
  );
}
