/** A numbered process (how it works, what to expect). */
export function Steps({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {items.map((step, i) => (
        <li key={step.title} className="card">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-900 font-bold text-white" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="mt-4 text-xl font-bold">{step.title}</h3>
          <p className="mt-2">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
