import { CallButton } from './CallButton.tsx';
import { QuoteLink } from './QuoteLink.tsx';

/** The closing call to action of a page: call now (first and strongest), or ask for a quote online. */
export function CtaBand({ heading, text, quoteLabel }: { heading: string; text?: string; quoteLabel?: string }) {
  return (
    <section className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-white shadow-xl sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-10">
          <div
            className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-brand-700/60 blur-3xl"
            aria-hidden="true"
          />
          <div className="max-w-2xl">
            <h2 className="h-section text-white">{heading}</h2>
            {text && <p className="lead mt-3 text-brand-100">{text}</p>}
          </div>
          <div className="mt-8 flex flex-wrap gap-3 lg:mt-0 lg:shrink-0">
            <CallButton className="btn-call btn-lg" />
            <QuoteLink label={quoteLabel} className="btn-ghost-light btn-lg" />
          </div>
        </div>
      </div>
    </section>
  );
}
