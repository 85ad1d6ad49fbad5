import { BulletList } from '../../../components/BulletList.tsx';
import { CallButton } from '../../../components/CallButton.tsx';
import { ArrowRight } from '../../../components/icons.ts';
import { Link } from '../../../components/Link.tsx';
import { PageHero } from '../../../components/PageHero.tsx';
import { useQuoteHref } from '../../../components/QuoteLink.tsx';
import { Section } from '../../../components/Section.tsx';
import type { PlainData } from './types.ts';

/** The nine short city pages and the unknown-city fallback. */
export function PlainCityPage({ page, more }: Pick<PlainData, 'page' | 'more'>) {
  const quoteHref = useQuoteHref();
  return (
    <>
      <PageHero heading={page.heading}>
        <CallButton className="btn-call px-6 text-lg" />
      </PageHero>
      <Section>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <BulletList items={page.services} />
          <div className="card bg-brand-50 p-8">
            <h2 className="text-2xl font-bold">{page.readyCard.heading}</h2>
            <p className="mt-2 text-lg">{page.readyCard.text}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <CallButton />
              <Link href={quoteHref} className="btn-outline">
                {page.readyCard.quoteLabel}
              </Link>
            </div>
          </div>
        </div>
        <Link
          href={more.href}
          className="tap mt-10 gap-2 text-lg font-semibold text-brand-700 underline underline-offset-4"
        >
          {more.label} <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
      </Section>
    </>
  );
}
