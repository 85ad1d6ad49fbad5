import { useData } from 'vike-react/useData';
import { CallButton } from '../../components/CallButton.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { useMessages } from '../../components/i18n.ts';
import { PageHero } from '../../components/PageHero.tsx';
import { QuoteLink } from '../../components/QuoteLink.tsx';
import type { Data } from './+data.ts';
import { PortfolioBrowser } from './PortfolioBrowser.tsx';

export default function Page() {
  const { page, allHref, categories, selected, total, cards } = useData<Data>();
  const t = useMessages().portfolio;
  return (
    <>
      <PageHero heading={page.heading} text={page.intro}>
        <CallButton />
        <QuoteLink className="btn-light" />
      </PageHero>
      <section aria-label={t.projects} className="section bg-sand-50">
        <div className="container-page">
          <PortfolioBrowser allHref={allHref} categories={categories} selected={selected} total={total} cards={cards} />
        </div>
      </section>
      <CtaBand heading={page.cta.heading} text={page.cta.text} />
    </>
  );
}
