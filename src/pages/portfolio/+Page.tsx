import { useData } from 'vike-react/useData';
import { CallButton } from '../../components/CallButton.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import type { Data } from './+data.ts';
import { PortfolioBrowser } from './PortfolioBrowser.tsx';
import { QuoteLink } from '../../components/QuoteLink.tsx';

export default function Page() {
  const { page, categories, selected, total, cards } = useData<Data>();
  return (
    <>
      <PageHero heading={page.heading} text={page.intro}>
        <CallButton />
        <QuoteLink className="btn-light" />
      </PageHero>
      <section aria-label="Projects" className="section bg-sand-50">
        <div className="container-page">
          <PortfolioBrowser categories={categories} selected={selected} total={total} cards={cards} />
        </div>
      </section>
      <CtaBand heading={page.cta.heading} text={page.cta.text} />
    </>
  );
}
