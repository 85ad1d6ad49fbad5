import { useMessages } from '../../components/i18n.ts';
import { CalendarCheck, MapPin, Quote } from '../../components/icons.ts';
import { Link } from '../../components/Link.tsx';
import { Picture } from '../../components/Picture.tsx';
import { fill } from '../../lib/i18n/i18n.ts';
import { href } from '../../lib/routing/routes.ts';
import type { Card } from './+data.ts';

/**
 * One project card. The title is the link (a short, clear name for screen readers); its ::after covers
 * the card, so the whole card is clickable.
 */
export function ProjectCard({ card, priority }: { card: Card; priority: boolean }) {
  const t = useMessages().portfolio;
  const more = card.moreServices > 0 ? fill(t.moreServices, { count: card.moreServices }) : undefined;
  return (
    <li
      className="card group relative flex flex-col overflow-hidden p-0 transition-shadow hover:shadow-lg has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
      data-category={card.category}
    >
      <div className="overflow-hidden bg-slate-100">
        <Picture
          pic={card.thumbnail.pic}
          alt={card.thumbnail.alt}
          sizes="(min-width: 1152px) 352px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 2rem)"
          priority={priority}
          className="aspect-[16/10] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <span className="badge self-start" data-testid="category-badge">
          {card.categoryLabel}
        </span>
        <h2 className="mt-3 text-xl font-bold">
          <Link
            href={href.project(card.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline"
          >
            {card.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-2 text-slate-700">{card.description}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden="true" />
            {card.location}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarCheck className="size-4" aria-hidden="true" />
            {fill(t.completed, { date: card.completed })}
          </span>
        </p>
        <ul className="mt-4 mb-5 flex flex-wrap gap-1.5 text-xs font-medium" aria-label={t.services}>
          {card.services.map((s) => (
            <li key={s} className="rounded-md bg-slate-100 px-2 py-1 text-slate-700">
              {s}
            </li>
          ))}
          {more && <li className="rounded-md bg-accent-100 px-2 py-1 font-semibold text-accent-700">{more}</li>}
        </ul>
        {card.testimonial && (
          <blockquote className="mt-auto flex gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700 italic">
            <Quote className="size-4 shrink-0 rotate-180 text-accent-600" aria-hidden="true" />
            <p>{card.testimonial}</p>
          </blockquote>
        )}
      </div>
    </li>
  );
}
