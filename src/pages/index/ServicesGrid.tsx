import { CallButton } from '../../components/CallButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useMessages } from '../../components/i18n.ts';
import { ArrowRight } from '../../components/icons.ts';
import { Link } from '../../components/Link.tsx';
import { href } from '../../lib/routing/routes.ts';
import type { Data } from './+data.ts';

/** Home's services (#services): twelve services in two groups of six, the call line between them. */
export function ServicesGrid({ section, services }: { section: Data['servicesSection']; services: Data['services'] }) {
  const t = useMessages();
  const groups = [services.slice(0, 6), services.slice(6)];
  const grid = (list: Data['services']) => (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
      {list.map((s) => (
        <li key={s.slug}>
          <Link
            href={href.service(s.slug)}
            className="card-link group flex h-full flex-col gap-3 p-4 sm:flex-row sm:gap-4 sm:p-6"
          >
            <span className="icon-tile group-hover:bg-brand-900 group-hover:text-white">
              <Icon name={s.icon} />
            </span>
            <span className="flex flex-1 flex-col">
              <span className="text-sm font-extrabold tracking-wide text-brand-900 sm:text-base">{s.label}</span>
              <span className="mt-1 hidden text-sm text-slate-600 sm:block">{s.summary}</span>
            </span>
            <ArrowRight
              className="mt-1 hidden size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-1 sm:block"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <section id="services" aria-labelledby="services-title" className="section bg-white">
      <div className="container-page">
        <div className="mb-10 max-w-3xl">
          <p className="eyebrow mb-3">{t.home.servicesEyebrow}</p>
          <h2 id="services-title" className="h-section">
            {section.heading}
          </h2>
          <p className="lead mt-4 text-slate-600">{section.intro}</p>
        </div>
        {grid(groups[0])}
        <div className="my-6 flex flex-col items-start gap-4 rounded-2xl bg-sand-100 p-5 sm:my-8 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p className="text-xl font-extrabold text-brand-900">{section.betweenGroupsLine}</p>
          <CallButton />
        </div>
        {grid(groups[1])}
      </div>
    </section>
  );
}
