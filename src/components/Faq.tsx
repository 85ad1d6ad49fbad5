import { ChevronDown } from 'lucide-react';

/**
 * A FAQ accordion. Native <details> elements sharing a `name` keep one item open at a time and let the open one
 * collapse, with no JavaScript.
 */
export function Faq({ name, items }: { name: string; items: { question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name={name} className="group px-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-lg font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="pb-5">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
