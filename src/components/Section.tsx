import type { ReactNode } from 'react';

/** A page section with its heading; `tone` alternates backgrounds so long pages read as distinct blocks. */
export function Section({ id, title, intro, tone = 'white', children }: { id?: string; title?: string; intro?: string; tone?: 'white' | 'sand' | 'brand'; children: ReactNode }) {
  const bg = { white: 'bg-white', sand: 'bg-sand-50', brand: 'bg-brand-900 text-white [&_h2]:text-white' }[tone];
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`section ${bg}`}>
      <div className="container-page">
        {title && (
          <h2 id={headingId} className="h-section mb-4">
            {title}
          </h2>
        )}
        {intro && <p className="mb-8 max-w-3xl text-lg">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
