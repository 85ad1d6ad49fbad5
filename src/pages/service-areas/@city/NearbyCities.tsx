import type { ReactNode } from 'react';
import { Fold } from '../../../components/Fold.tsx';
import { Link } from '../../../components/Link.tsx';
import { Section } from '../../../components/Section.tsx';
import { href } from '../../../lib/routing/routes.ts';
import type { CityData } from './types.ts';

/**
 * Links to the other cities of the same county (when it has any, folded on a phone) and to the list of every city, then
 * what the page adds (the not-listed note).
 */
export function NearbyCities({
  nearby,
  fold,
  children,
}: {
  nearby: CityData['nearby'];
  fold: string;
  children?: ReactNode;
}) {
  return (
    <Section id="nearby" title={nearby.heading} tone="sand" dense>
      {nearby.cities.length > 0 && (
        <Fold label={`${fold} (${nearby.cities.length})`} className="mb-4">
          <ul className="mb-2 columns-2 gap-x-6 sm:columns-3 lg:columns-5">
            {nearby.cities.map((n) => (
              <li key={n.slug} className="break-inside-avoid">
                <Link href={n.url} className="tap text-brand-700 underline-offset-4 hover:underline">
                  {n.name}
                </Link>
              </li>
            ))}
          </ul>
        </Fold>
      )}
      <Link
        className="btn-outline max-md:inline-flex max-md:min-h-11 max-md:items-center max-md:border-0 max-md:bg-transparent max-md:p-0 max-md:text-brand-700 max-md:underline max-md:underline-offset-4"
        href={href.serviceAreas}
      >
        {nearby.allLabel}
      </Link>
      {children}
    </Section>
  );
}
