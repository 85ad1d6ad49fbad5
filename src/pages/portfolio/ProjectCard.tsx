import { MapPin } from 'lucide-react';
import { Picture } from '../../components/Picture.tsx';
import { formatMonth } from '../../lib/dates.ts';
import type { Data } from './+data.ts';

/** SPEC 2.13: a project card; at most three services, then a '+N more' badge. */
export function ProjectCard({ card }: { card: Data['cards'][number] }) {
  return (
    <li className="card flex flex-col overflow-hidden p-0" data-category={card.category}>
      <a href={`/portfolio/${card.id}`} className="group flex h-full flex-col">
        <Picture pic={card.thumbnail.pic} alt={card.thumbnail.alt} sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw" className="aspect-[16/10] w-full object-cover" />
        <div className="flex flex-1 flex-col p-5">
          <span className="badge self-start">{card.categoryLabel}</span>
          <h2 className="mt-3 text-xl font-bold group-hover:underline">{card.title}</h2>
          <p className="mt-2 line-clamp-2">{card.description}</p>
          <p className="mt-3 flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="size-4" aria-hidden="true" /> {card.location} · Completed {formatMonth(card.completed)}
          </p>
          <ul className="mt-3 flex flex-wrap gap-1.5 text-xs">
            {card.services.map((s) => (
              <li key={s} className="rounded bg-slate-100 px-2 py-1">{s}</li>
            ))}
            {card.moreServices > 0 && <li className="rounded bg-accent-100 px-2 py-1 font-semibold">+{card.moreServices} more</li>}
          </ul>
          {card.testimonial && <blockquote className="mt-4 border-l-4 border-accent-600 pl-3 text-sm italic">“{card.testimonial}”</blockquote>}
        </div>
      </a>
    </li>
  );
}
