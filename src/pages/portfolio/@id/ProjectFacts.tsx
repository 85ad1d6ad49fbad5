import { BulletList } from '../../../components/BulletList.tsx';
import { CallButton } from '../../../components/CallButton.tsx';
import { useMessages } from '../../../components/i18n.ts';
import { CalendarCheck, MapPin } from '../../../components/icons.ts';
import { QuoteLink } from '../../../components/QuoteLink.tsx';
import { fill } from '../../../lib/i18n/i18n.ts';
import type { Data } from './+data.ts';

/** What the project was, where and when, the services provided, and the two calls to action. */
export function ProjectFacts({
  project,
  quoteLabel,
}: {
  project: Pick<Data, 'title' | 'description' | 'categoryLabel' | 'location' | 'completed' | 'services'>;
  quoteLabel: string;
}) {
  const t = useMessages().portfolio;
  return (
    <div>
      <span className="badge" data-testid="category-badge">
        {project.categoryLabel}
      </span>
      <h1 className="mt-3 text-3xl font-extrabold sm:text-4xl">{project.title}</h1>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden="true" />
          {project.location}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarCheck className="size-4" aria-hidden="true" />
          {fill(t.completed, { date: project.completed })}
        </span>
      </p>
      <p className="mt-5 text-lg leading-relaxed">{project.description}</p>
      <h2 className="mt-8 mb-3 text-xl font-bold">{t.servicesProvided}</h2>
      <BulletList items={project.services} columns={2} />
      <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
        <CallButton />
        <QuoteLink label={quoteLabel} className="btn-outline" />
      </div>
    </div>
  );
}
