import { CallButton } from '../../components/CallButton.tsx';
import { Link } from '../../components/Link.tsx';
import { href } from '../../lib/routing/routes.ts';

/** The "Don't see your city?" block of the index and of every city page: call, or ask for a quote online. */
export function NotListedCard({ heading, text, quoteLabel }: { heading: string; text: string; quoteLabel: string }) {
  return (
    <section aria-labelledby="not-listed" className="section bg-sand-50">
      <div className="container-page">
        <div className="card flex flex-col gap-6 border-l-4 border-l-accent-600 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="not-listed" className="text-2xl font-bold sm:text-3xl">
              {heading}
            </h2>
            <p className="mt-2 text-lg">{text}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <CallButton />
            <Link href={href.quote} className="btn-outline">
              {quoteLabel}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
