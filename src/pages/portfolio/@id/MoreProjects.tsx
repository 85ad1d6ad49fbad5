import { MapPin } from '../../../components/icons.ts';
import { Link } from '../../../components/Link.tsx';
import { Picture } from '../../../components/Picture.tsx';
import { Section } from '../../../components/Section.tsx';
import { href } from '../../../lib/routing/routes.ts';
import type { Data } from './+data.ts';

/** The first three other projects, each card a link to its page. */
export function MoreProjects({
  others,
  heading,
  allLabel,
}: {
  others: Data['others'];
  heading: string;
  allLabel: string;
}) {
  return (
    <Section id="more-projects" title={heading}>
      <ul className="grid gap-6 sm:grid-cols-3" data-testid="more-projects">
        {others.map((o) => (
          <li
            key={o.id}
            className="card group relative overflow-hidden p-0 transition-shadow hover:shadow-lg has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
          >
            <Picture
              pic={o.thumbnail.pic}
              alt={o.thumbnail.alt}
              sizes="(min-width: 1152px) 352px, (min-width: 640px) 31vw, calc(100vw - 2rem)"
              className="aspect-[16/10] w-full object-cover"
            />
            <div className="p-5">
              <span className="badge">{o.categoryLabel}</span>
              <h3 className="mt-3 text-lg font-bold">
                <Link
                  href={href.project(o.id)}
                  className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline"
                >
                  {o.title}
                </Link>
              </h3>
              <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                <MapPin className="size-4" aria-hidden="true" />
                {o.location}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Link href={href.portfolio} className="btn-outline mt-8">
        {allLabel}
      </Link>
    </Section>
  );
}
