import type { Site } from '../../content/types.ts';

type Promise = Site['trust']['guarantee'];

/** A named promise (the guarantee or the warranty): its one-line summary, its terms, and how to claim. */
export function Terms({ id, promise, claimText }: { id: string; promise: Promise; claimText: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{promise.name}</h2>
      <p className="font-semibold text-brand-900">{promise.summary}</p>
      <ul>
        {promise.terms.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      <p>{claimText}</p>
    </section>
  );
}
