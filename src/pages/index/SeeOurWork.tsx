import { useMessages } from '../../components/i18n.ts';
import { ArrowRight } from '../../components/icons.ts';
import { Link } from '../../components/Link.tsx';
import { Picture } from '../../components/Picture.tsx';
import { href } from '../../lib/routing/routes.ts';
import type { Data } from './+data.ts';

/** The portfolio teaser, with the latest projects and the 'View Portfolio' link. */
export function SeeOurWork({ work }: { work: Data['seeOurWork'] }) {
  const t = useMessages();
  return (
    <section aria-labelledby="work-title" className="section bg-brand-900 text-brand-100">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div>
          <p className="eyebrow mb-3 text-accent-300">{t.home.workEyebrow}</p>
          <h2 id="work-title" className="h-section text-white">
            {work.heading}
          </h2>
          <p className="lead mt-4">{work.text}</p>
          <Link href={href.portfolio} className="btn-light btn-lg mt-8">
            {work.linkLabel}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-4">
          {work.projects.map((p, i) => (
            <li key={p.id} className={i === 0 ? 'col-span-2' : undefined}>
              <Link
                href={href.project(p.id)}
                className="group block h-full overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-white/10"
              >
                <Picture
                  pic={p.pic}
                  alt={p.alt}
                  sizes={i === 0 ? '(min-width: 1024px) 640px, 100vw' : '(min-width: 1024px) 320px, 50vw'}
                  className="aspect-[16/9] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <span className="block px-4 py-3">
                  <span className="block leading-snug font-bold text-brand-900">{p.title}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{p.location}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
