import { href } from '../lib/routes.ts';
import { useLink, useSite } from './i18n.ts';

/** The second call to action of every screen: a link to the quote page, labelled as data/site.yaml says unless the page's data names its own. */
export function QuoteLink({ label, className }: { label?: string; className: string }) {
  const site = useSite();
  const link = useLink();
  return (
    <a href={link(href.quote)} className={className}>
      {label ?? site.labels.quote}
    </a>
  );
}
