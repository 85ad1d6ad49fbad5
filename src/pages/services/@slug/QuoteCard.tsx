import { Badges } from '../../../components/Badges.tsx';
import { CallButton } from '../../../components/CallButton.tsx';
import { useLocale, useMessages } from '../../../components/i18n.ts';
import { Link } from '../../../components/Link.tsx';
import { useQuoteHref } from '../../../components/QuoteLink.tsx';
import { dollars } from '../../../lib/page/claims.ts';
import type { Data } from './+data.ts';

/** The free-quote card beside a service's benefits: the call first, the online form second. */
export function QuoteCard({ trust, priceFrom }: { trust: Data['trust']; priceFrom: Data['priceFrom'] }) {
  const t = useMessages();
  const locale = useLocale();
  const quoteHref = useQuoteHref();
  return (
    <aside
      aria-labelledby="quote-card-title"
      className="self-start rounded-3xl bg-brand-900 p-7 text-brand-100 shadow-xl lg:sticky lg:top-28"
    >
      <h2 id="quote-card-title" className="text-2xl text-white">
        {t.service.quoteHeading}
      </h2>
      {priceFrom !== undefined && (
        <p className="mt-3 text-lg text-white" data-price-from={priceFrom}>
          {t.service.priceFrom} <strong className="text-3xl font-extrabold">{dollars(priceFrom, locale)}</strong>
        </p>
      )}
      <p className="mt-3">{t.service.quoteText}</p>
      <Badges
        badges={trust}
        className="mt-5 grid gap-2 text-sm font-semibold text-white"
        item="flex items-center gap-2"
        icon="size-5 text-accent-300"
      />
      <CallButton className="btn-call btn-lg mt-7 w-full" />
      <Link href={quoteHref} className="btn-ghost-light mt-3 w-full">
        {t.chrome.requestQuote}
      </Link>
    </aside>
  );
}
