import { Section } from '../../../components/Section.tsx';
import type { CityData } from './types.ts';

/** Links to the other cities of the same county and back to the list of all cities. */
export function NearbyCities({ heading, allLabel, nearby }: { heading: string; allLabel: string; nearby: CityData['nearby'] }) {
  return (
    <Section id="nearby" title={heading} tone="sand">
      <ul className="columns-2 gap-x-6 sm:columns-3 lg:columns-5">
        {nearby.map((n) => (
          <li key={n.slug} className="break-inside-avoid">
            <a className="inline-block py-1 text-brand-700 underline-offset-4 hover:underline" href={`/service-areas/${n.slug}`}>{n.name}</a>
          </li>
        ))}
      </ul>
      <a className="btn-outline mt-6" href="/service-areas">{allLabel}</a>
    </Section>
  );
}
