import { useMessages } from '../../../components/i18n.ts';
import { ArrowLeft } from '../../../components/icons.ts';
import { Link } from '../../../components/Link.tsx';
import { href } from '../../../lib/routing/routes.ts';
import type { Data } from './+data.ts';

/** 'Need a Different Service?': back to the services grid on Home, plus direct links to the other services. */
export function OtherServices({ others, tone }: { others: Data['others']; tone: 'white' | 'sand' }) {
  const t = useMessages();
  return (
    <section
      aria-labelledby="others-title"
      className={`section ${tone === 'sand' ? 'bg-sand-50' : 'border-t border-slate-200 bg-white'}`}
    >
      <div className="container-page">
        <h2 id="others-title" className="h-section">
          {t.service.othersHeading}
        </h2>
        <ul className="mt-8 flex flex-wrap gap-2.5">
          {others.map((s) => (
            <li key={s.slug}>
              <Link
                href={href.service(s.slug)}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 font-semibold text-brand-900 hover:border-brand-700 hover:bg-brand-50"
              >
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
        <Link href={'/#services'} className="btn-outline mt-8">
          <ArrowLeft className="size-5" aria-hidden="true" />
          {t.service.differentService}
        </Link>
      </div>
    </section>
  );
}
