import { site } from '../lib/site.ts';

/**
 * The facts line of the footer: each license with its number and a link to verify it (F.S. 489.119: a contractor's
 * advertising shows the number), then a link to each other fact, so every claim a page makes in its prose (FAQ
 * answers, intros) has its fact on the same page; badges and headings link on their own (components/Claim.tsx).
 */
export function LicenseLine({ className = '' }: { className?: string }) {
  const { licenses, guarantee, warranty, reviews } = site.trust;
  const facts = [
    { href: '/guarantee#insurance', label: 'Insured' },
    { href: '/guarantee#guarantee', label: guarantee.name },
    { href: '/guarantee#warranty', label: warranty.name },
    { href: '/guarantee#reviews', label: `Rated ${reviews.rating.toFixed(1)}/5 on ${reviews.sourceName}` },
  ];
  return (
    <p className={className} data-license>
      {licenses.map((l) => (
        <span key={l.number} className="block">
          <a href="/guarantee#license" className="underline hover:no-underline">
            Licensed
          </a>
          : {l.kind} <span className="whitespace-nowrap font-semibold text-white">{l.number}</span> (
          <a href={l.verifyUrl} rel="noopener" className="underline hover:no-underline">
            verify
          </a>
          )
        </span>
      ))}
      {facts.map((f, i) => (
        <span key={f.href}>
          {i > 0 && ' · '}
          <a href={f.href} className="underline hover:no-underline">
            {f.label}
          </a>
        </span>
      ))}
    </p>
  );
}
