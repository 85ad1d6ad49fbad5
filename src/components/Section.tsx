import type { ReactNode } from 'react';

type Tone = 'white' | 'sand' | 'brand';

const TONES: Record<Tone, { bg: string; intro: string }> = {
  white: { bg: 'bg-white', intro: 'text-slate-600' },
  sand: { bg: 'bg-sand-50', intro: 'text-slate-600' },
  brand: { bg: 'bg-brand-900 text-brand-100 [&_h2]:text-white [&_h3]:text-white', intro: 'text-brand-100' },
};

/**
 * A page section with its heading; `tone` alternates backgrounds so long pages read as distinct blocks. `dense` keeps
 * a phone's margins and headings short, for pages that must stay within a few screens (city pages).
 */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tone = 'white',
  dense = false,
  children,
}: {
  id?: string;
  title?: string;
  eyebrow?: string;
  intro?: string;
  tone?: Tone;
  dense?: boolean;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  const t = TONES[tone];
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`${dense ? 'py-7 sm:py-24' : 'section'} ${t.bg}`}
    >
      <div className="container-page">
        {(title || intro) && (
          <div className={`${dense ? 'mb-5 sm:mb-10' : 'mb-10'} max-w-3xl`}>
            {eyebrow && <p className={`eyebrow mb-3 ${tone === 'brand' ? 'text-accent-300' : ''}`}>{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className={`h-section ${dense ? 'max-sm:text-2xl' : ''}`}>
                {title}
              </h2>
            )}
            {intro && <p className={`lead mt-4 ${t.intro}`}>{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
