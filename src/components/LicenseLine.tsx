import { site } from '../lib/site.ts';

/** Each license with its number and a link to verify it (F.S. 489.119: a contractor's advertising shows the number). */
export function LicenseLine({ className = '' }: { className?: string }) {
  return (
    <p className={className} data-license>
      {site.trust.licenses.map((l, i) => (
        <span key={l.number}>
          {i > 0 && ' · '}
          {l.kind} <span className="whitespace-nowrap font-semibold">{l.number}</span>{' '}
          (<a href={l.verifyUrl} rel="noopener" className="underline hover:no-underline">verify</a>)
        </span>
      ))}
      {' · '}
      <a href="/guarantee" className="underline hover:no-underline">Insured, with a written guarantee</a>
    </p>
  );
}
