import { Link } from '../../../components/Link.tsx';
import { Section } from '../../../components/Section.tsx';
import { href } from '../../../lib/routes.ts';
import type { CityData } from './types.ts';

/** Links to the other cities of the same county (when it has any) and to the list of every city. */
export function NearbyCities({ nearby }: { nearby: CityData['nearby'] }) {
  return (
    <Section id="nearby" title={nearby.heading} tone="sand">
      {nearby.cities.length > 0 && (
        <ul className="mb-6 columns-2 gap-x-6 sm:columns-3 lg:columns-5">
          {nearby.cities.map((n) => (
            <li key={n.slug} className="break-inside-avoid">
              <Link href={n.url} className="tap text-brand-700 underline-offset-4 hover:underline">
                {n.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className="btn-outline" href={href.serviceAreas}>
        {nearby.allLabel}
      </Link>
    </Section>
  );
}
