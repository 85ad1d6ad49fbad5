import { Plus } from './icons.ts';

/**
 * A FAQ accordion. Native <details> elements sharing a `name` keep one item open at a time and let the open one
 * collapse, with no JavaScript.
 */
export function Faq({ name, items }: { name: string; items: { question: string; answer: string }[] }) {
  return (
    <div className="grid gap-2 sm:gap-3">
      {items.map((item) => (
        <details
          key={item.question}
          name={name}
          className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:border-brand-200 open:shadow-md"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-4 py-2.5 text-[15px] leading-snug font-bold text-brand-900 sm:px-6 sm:py-4 sm:text-lg [&::-webkit-details-marker]:hidden">
            {item.question}
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition-transform group-open:rotate-45">
              <Plus className="size-5" aria-hidden="true" />
            </span>
          </summary>
          <p className="px-5 pb-5 text-slate-600 sm:px-6">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
