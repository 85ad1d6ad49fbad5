import { useData } from 'vike-react/useData';
import { CallButton } from '../../components/CallButton.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import type { Data } from './+data.ts';
import { PortfolioBrowser } from './PortfolioBrowser.tsx';

export default function Page() {
  const { categories, selected, total, cards } = useData<Data>();
  return (
    <>
      <PageHero heading="Our Portfolio" text="Real projects from homes and businesses across South Florida: kitchens, bathrooms, custom cabinetry, tile, painting and repairs.">
        <CallButton />
        <a href="/quote" className="btn-light">Get a Free Quote</a>
      </PageHero>
      <section aria-label="Projects" className="section bg-sand-50">
        <div className="container-page">
          <PortfolioBrowser categories={categories} selected={selected} total={total} cards={cards} />
        </div>
      </section>
      <CtaBand heading="Have a project like these?" text="Tell us about it and get a free, no-obligation quote." />
    </>
  );
}
