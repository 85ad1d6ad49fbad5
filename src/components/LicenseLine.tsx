import { fill } from '../lib/i18n/i18n.ts';
import { href } from '../lib/routing/routes.ts';
import { useMessages, useSite } from './i18n.ts';
import { Link } from './Link.tsx';

/**
 * The facts line of the footer: each license with its number and a link to verify it (F.S. 489.119: a contractor's
 * advertising shows the number), then a link to each other fact, so every claim a page makes in its prose (FAQ
 * answers, intros) has its fact on the same page; badges and headings link on their own (components/Claim.tsx).
 */
export function LicenseLine({ className = '' }: { className?: string }) {
  const site = useSite();
  const t = useMessages().trust;
  const page = href.guarantee;
  const { licenses, guarantee, warranty, reviews } = site.trust;
  const facts = [
    { href: `${page}#insurance`, label: t.insured },
    { href: `${page}#guarantee`, label: guarantee.name },
    { href: `${page}#warranty`, label: warranty.name },
    {
      href: `${page}#reviews`,
      label: fill(t.rated, { rating: reviews.rating.toFixed(1), source: reviews.sourceName }),
    },
  ];
  return (
    <p className={className} data-license>
      {licenses.map((l) => (
        <span key={l.number} className="block">
          <Link href={`${page}#license`} className="tap underline hover:no-underline">
            {t.licensed}
          </Link>
          : {l.kind} <span className="whitespace-nowrap font-semibold text-white">{l.number}</span> (
          <a href={l.verifyUrl} rel="noopener" className="tap justify-center underline hover:no-underline">
            {t.verify}
          </a>
          )
        </span>
      ))}
      {facts.map((f, i) => (
        <span key={f.href}>
          {i > 0 && ' · '}
          <Link href={f.href} className="tap underline hover:no-underline">
            {f.label}
          </Link>
        </span>
      ))}
    </p>
  );
}
