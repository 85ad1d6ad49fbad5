import { CallButton } from './CallButton.tsx';

/** The closing call to action of a page: call now, or ask for a quote online. */
export function CtaBand({ heading, text, quoteLabel = 'Get a Free Quote' }: { heading: string; text?: string; quoteLabel?: string }) {
  return (
    <section className="bg-brand-900 py-14 text-white">
      <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-3xl font-bold text-white">{heading}</h2>
          {text && <p className="mt-2 max-w-2xl text-brand-100">{text}</p>}
        </div>
        <div className="flex flex-wrap gap-3">
          <CallButton />
          <a href="/quote" className="btn-light">
            {quoteLabel}
          </a>
        </div>
      </div>
    </section>
  );
}
