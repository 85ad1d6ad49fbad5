import { Link } from '../../../components/Link.tsx';
import { Picture } from '../../../components/Picture.tsx';
import { href } from '../../../lib/routing/routes.ts';
import type { CityData } from './types.ts';

/**
 * Projects finished in the city's county: photo, title, place and month, and the customer's words when given, signed
 * and dated when the data says who and when. A row that scrolls sideways on a phone, so that three projects cost the
 * height of one.
 */
export function CityWork({ heading, work }: { heading: string; work: CityData['work'] }) {
  return (
    <div className="mt-4 sm:mt-8" data-city-work>
      <h3 className="text-lg font-bold sm:text-xl">{heading}</h3>
      <ul className="mt-4 flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 md:grid md:grid-cols-3 md:gap-4 md:overflow-visible">
        {work.map((p) => (
          <li key={p.id} className="w-[82%] shrink-0 snap-start md:w-auto">
            <figure className="card h-full overflow-hidden p-0">
              <Picture
                pic={p.pic}
                alt={p.alt}
                sizes="(min-width: 768px) 33vw, 82vw"
                className="aspect-[5/2] w-full object-cover md:aspect-[16/9]"
              />
              <figcaption className="p-4">
                <Link
                  href={href.project(p.id)}
                  className="font-bold leading-snug text-brand-900 underline-offset-4 hover:underline"
                >
                  {p.title}
                </Link>
                <p className="mt-1 text-sm text-slate-600">
                  {p.place} · <time dateTime={p.month.iso}>{p.month.text}</time>
                </p>
                {p.quote && (
                  <blockquote className="mt-2 text-sm leading-relaxed text-slate-700">“{p.quote.text}”</blockquote>
                )}
                {p.quote?.by && (
                  <p className="mt-1 text-sm font-semibold text-brand-900" data-signed>
                    — {p.quote.by}
                    {p.quote.said && (
                      <>
                        , <time dateTime={p.quote.said.iso}>{p.quote.said.text}</time>
                      </>
                    )}
                  </p>
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
