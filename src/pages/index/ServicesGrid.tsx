import { Icon } from '../../components/Icon.tsx';
import type { Data } from './+data.ts';

/** SPEC 2.3 item 3: twelve services in two groups of six, the call line between them. */
export function ServicesGrid({ section, services }: { section: Data['home']['servicesSection']; services: Data['services'] }) {
  const groups = [services.slice(0, 6), services.slice(6)];
  const grid = (list: Data['services']) => (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
      {list.map((s) => (
        <li key={s.slug}>
          <a href={`/services/${s.slug}`} className="card flex h-full flex-col items-center gap-3 p-4 text-center hover:border-accent-600">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
              <Icon name={s.icon} />
            </span>
            <span className="text-sm font-bold text-brand-900">{s.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <section id="services" aria-labelledby="services-title" className="section">
      <div className="container-page">
        <h2 id="services-title" className="h-section mb-4">{section.heading}</h2>
        <p className="mb-8 max-w-3xl text-lg">{section.intro}</p>
        {grid(groups[0])}
        <p className="my-8 text-center text-lg font-semibold text-brand-900">{section.betweenGroupsLine}</p>
        {grid(groups[1])}
      </div>
    </section>
  );
}
