import { href } from '../lib/routes.ts';
import { useSite } from './i18n.ts';
import { Link } from './Link.tsx';

/** The second call to action of every screen: a link to the quote page, labelled as data/site.yaml says unless the page's data names its own. */
export function QuoteLink({ label, className }: { label?: string; className: string }) {
  const site = useSite();
  return (
    <Link href={href.quote} className={className}>
      {label ?? site.labels.quote}
    </Link>
  );
}
