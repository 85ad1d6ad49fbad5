import { useData } from 'vike-react/useData';
import { CallButton } from '../../components/CallButton.tsx';
import { useMessages } from '../../components/i18n.ts';
import { ArrowRight } from '../../components/icons.ts';
import { Link } from '../../components/Link.tsx';
import { href } from '../../lib/routing/routes.ts';
import type { Data } from './+data.ts';

/** The quote page's sidebar: the call box, the three steps of 'What to Expect', the popular services. */
export function QuoteSidebar() {
  const t = useMessages();
  const { quote, popular } = useData<Data>();
  return (
    <aside className="grid content-start gap-6" aria-label={t.quote.sidebar}>
      <div className="rounded-3xl bg-brand-900 p-7 text-brand-100 shadow-xl">
        <h2 className="text-2xl text-white">{t.quote.talkHeading}</h2>
        <p className="mt-2">{t.quote.talkText}</p>
        <CallButton className="btn-call btn-lg mt-6 w-full" />
      </div>
      <div className="card">
        <h2 className="text-xl">{quote.steps.heading}</h2>
        <ol className="mt-5 grid gap-5">
          {quote.steps.items.map((s, i) => (
            <li key={s.title} className="flex gap-4">
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-900 font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-base">{s.title}</h3>
                <p className="mt-0.5 text-sm text-slate-600">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div className="card">
        <h2 className="text-xl">{quote.popularHeading}</h2>
        <ul className="mt-3 grid">
          {popular.map((s) => (
            <li key={s.slug} className="border-b border-slate-100 last:border-0">
              <Link
                className="flex items-center justify-between gap-2 py-2.5 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                href={href.service(s.slug)}
              >
                {s.title}
                <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
