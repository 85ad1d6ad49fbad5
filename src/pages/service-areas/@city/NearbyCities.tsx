import { useLink } from '../../../components/i18n.ts';
import { PageLink } from '../../../components/PageLink.tsx';
import { Section } from '../../../components/Section.tsx';
import { href } from '../../../lib/routes.ts';
import type { CityData } from './types.ts';

/** Links to the other cities of the same county (when it has any) and to the list of every city. */
export function NearbyCities({ nearby }: { nearby: CityData['nearby'] }) {
  const link = useLink();
  return (
    <Section id="nearby" title={nearby.heading} tone="sand">
      {nearby.cities.length > 0 && (
        <ul className="mb-6 columns-2 gap-x-6 sm:columns-3 lg:columns-5">
          {nearby.cities.map((n) => (
            <li key={n.slug} className="break-inside-avoid">
              <PageLink className="tap text-brand-700 underline-offset-4 hover:underline" href={n.url}>
                {n.name}
              </PageLink>
            </li>
          ))}
        </ul>
      )}
      <a className="btn-outline" href={link(href.serviceAreas)}>
        {nearby.allLabel}
      </a>
    </Section>
  );
}
