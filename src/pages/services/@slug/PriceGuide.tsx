import { useMessages } from '../../../components/i18n.ts';
import { Link } from '../../../components/Link.tsx';
import type { Data } from './+data.ts';

/**
 * The service's common jobs and their typical prices, as a table: two columns (the job with what moves its price, and
 * the range with whether the parts are included) so that it reads at 390 px without scrolling sideways. Each job
 * leads to the quote form with that job chosen, through the handler (`/api/quote?service=…&job=…`,
 * src/server/quote/quote-choice.ts), which reads the city when this page was reached from a city's page (`?city=`): where
 * scripts run it sends the visitor on to the quote page (of the city, else the service), whose script chooses the
 * job; where they cannot, it answers that page with the job chosen in its markup.
 */
export function PriceGuide({ prices }: { prices: NonNullable<Data['prices']> }) {
  const t = useMessages().priceGuide;
  return (
    <section aria-labelledby="prices-title" className="section border-t border-slate-200 bg-white">
      <div className="container-page max-w-4xl">
        <h2 id="prices-title" className="h-section">
          {t.heading}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{t.intro}</p>
        <table className="mt-8 w-full text-left" data-testid="price-guide">
          <caption className="sr-only">{prices.caption}</caption>
          <thead>
            <tr className="border-b-2 border-slate-300 text-sm uppercase tracking-wide text-slate-600">
              <th scope="col" className="py-3 pr-4">
                {t.job}
              </th>
              <th scope="col" className="py-3 text-right">
                {t.range}
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.jobs.map((job) => (
              <tr key={job.id} className="border-b border-slate-200 align-top" data-job={job.id}>
                <th scope="row" className="py-4 pr-4 font-normal">
                  {/* One link shown where scripts run, one where they cannot (`noscript:`, `scripting: none`). */}
                  {[job.scriptHref, job.href].map((to, i) => (
                    <Link
                      key={to}
                      href={to}
                      rel="nofollow"
                      className={`font-bold text-brand-800 underline underline-offset-4 ${i ? 'hidden noscript:inline' : 'noscript:hidden'}`}
                    >
                      {job.name}
                    </Link>
                  ))}
                  <p className="mt-1 text-sm text-slate-600">
                    <span className="font-semibold">{t.factors}:</span> {job.factors}
                  </p>
                </th>
                <td className="py-4 text-right font-bold text-brand-900">
                  {job.range}
                  <span className="mt-1 block text-sm font-normal text-slate-600">{job.parts}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4 text-sm text-slate-600">{t.quoteHint}</p>
      </div>
    </section>
  );
}
