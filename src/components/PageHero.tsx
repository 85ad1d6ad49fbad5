import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';

/** The top of every inner page: the page's one h1, a line of text and its calls to action. */
export function PageHero({
  heading,
  text,
  eyebrow,
  icon,
  facts,
  children,
}: {
  heading: string;
  text?: string;
  eyebrow?: string;
  icon?: string;
  facts?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 py-16 text-white sm:py-24">
      <div
        className="absolute inset-0 -z-10 bg-[linear-gradient(120deg,var(--color-brand-950)_0%,var(--color-brand-900)_45%,var(--color-brand-700)_100%)]"
        aria-hidden="true"
      />
      <div
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:linear-gradient(to_left,black,transparent_70%)]"
        aria-hidden="true"
      />
      <div className="container-page">
        {(eyebrow || icon) && (
          <p className="mb-5 flex items-center gap-3 text-sm font-bold tracking-[0.14em] text-accent-300 uppercase">
            {icon && (
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white/10 text-white ring-1 ring-white/20">
                <Icon name={icon} />
              </span>
            )}
            {eyebrow}
          </p>
        )}
        <h1 className="h-page max-w-4xl text-white">{heading}</h1>
        {text && <p className="lead mt-5 max-w-3xl text-brand-100">{text}</p>}
        {facts && <div className="mt-5">{facts}</div>}
        {children && <div className="mt-8 flex flex-wrap items-center gap-3">{children}</div>}
      </div>
    </section>
  );
}
