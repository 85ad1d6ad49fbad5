import { CallButton } from '../../../components/CallButton.tsx';
import { Link } from '../../../components/Link.tsx';
import { useQuoteHref } from '../../../components/QuoteLink.tsx';

/**
 * The closing call-to-action card of a city page, on its own so it does not run into the footer; a phone has the action
 * bar instead.
 */
export function FinalCta({ heading, text, quoteLabel }: { heading: string; text: string; quoteLabel: string }) {
  const quoteHref = useQuoteHref();
  return (
    <section aria-labelledby="final-cta" className="bg-white py-24 max-md:hidden">
      <div className="container-page">
        <div className="flex flex-col gap-8 rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 p-8 text-white shadow-xl sm:p-12 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="final-cta" className="text-3xl font-bold text-white sm:text-4xl">
              {heading}
            </h2>
            <p className="mt-3 text-lg text-brand-100">{text}</p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
            <CallButton className="btn-call px-6 text-lg" />
            <Link href={quoteHref} className="btn-light">
              {quoteLabel}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
