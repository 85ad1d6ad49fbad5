import type { ReactNode } from 'react';

/** The top of every inner page: the page's one h1, a line of text and its calls to action. */
export function PageHero({ heading, text, children }: { heading: string; text?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 py-14 text-white sm:py-20">
      <div className="container-page">
        <h1 className="max-w-4xl text-4xl font-extrabold text-white sm:text-5xl">{heading}</h1>
        {text && <p className="mt-4 max-w-3xl text-lg text-brand-100">{text}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
