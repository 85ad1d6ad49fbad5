import { fill } from '../lib/i18n/i18n.ts';
import { useMessages } from './i18n.ts';
/** A numbered process (how it works, what to expect): a connected row of steps on wide screens. */
export function Steps({ items }: { items: { title: string; text: string }[] }) {
  const t = useMessages();
  return (
    <ol className={`grid gap-5 sm:grid-cols-2 sm:gap-6 ${items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {items.map((step, i) => (
        <li key={step.title} className="card relative">
          <span
            className="flex size-11 items-center justify-center rounded-full bg-brand-900 text-lg font-extrabold text-white ring-4 ring-brand-100"
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <h3 className="mt-5 text-xl">
            <span className="sr-only">{fill(t.chrome.step, { n: i + 1 })}</span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
