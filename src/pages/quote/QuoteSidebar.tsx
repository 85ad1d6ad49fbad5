import { useData } from 'vike-react/useData';
import { CallButton } from '../../components/CallButton.tsx';
import type { Data } from './+data.ts';

export function QuoteSidebar() {
  const { quote, popular } = useData<Data>();
  return (
    <aside className="grid content-start gap-6" aria-label="Other ways to get your quote">
      <div className="card bg-brand-900 text-white">
        <h2 className="text-xl font-bold text-white">Prefer to talk?</h2>
        <p className="mt-2 text-brand-100">Call us and we'll take the details over the phone.</p>
        <CallButton className="btn-call mt-4 w-full" />
      </div>
      <div className="card">
        <h2 className="text-xl font-bold">{quote.steps.heading}</h2>
        <ol className="mt-4 grid gap-4">
          {quote.steps.items.map((s, i) => (
            <li key={s.title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-600 font-bold text-white" aria-hidden="true">{i + 1}</span>
              <div>
                <h3 className="font-bold">{s.title}</h3>
                <p className="text-sm">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div className="card">
        <h2 className="text-xl font-bold">{quote.popularServices.heading}</h2>
        <ul className="mt-3 grid gap-2">
          {popular.map((s) => (
            <li key={s.slug}><a className="font-semibold text-brand-700 underline" href={`/services/${s.slug}`}>{s.title}</a></li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
