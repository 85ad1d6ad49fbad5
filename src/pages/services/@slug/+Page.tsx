import { useData } from 'vike-react/useData';
import { BulletList } from '../../../components/BulletList.tsx';
import { CallButton } from '../../../components/CallButton.tsx';
import { CtaBand } from '../../../components/CtaBand.tsx';
import { HeroFacts } from '../../../components/HeroFacts.tsx';
import { useMessages } from '../../../components/i18n.ts';
import { PageHero } from '../../../components/PageHero.tsx';
import { QuoteLink } from '../../../components/QuoteLink.tsx';
import type { Data } from './+data.ts';
import { OtherServices } from './OtherServices.tsx';
import { PriceGuide } from './PriceGuide.tsx';
import { QuoteCard } from './QuoteCard.tsx';
import { ServiceSections } from './ServiceSections.tsx';

/** Hero with the phone button, six benefits beside the free-quote card, the detailed blocks, other services. */
export default function Page() {
  const t = useMessages();
  const { service, blocks, trust, others, priceFrom, heroPrice, prices } = useData<Data>();
  return (
    <>
      <PageHero
        eyebrow={t.service.eyebrow}
        icon={service.icon}
        heading={service.title}
        text={service.heroText}
        facts={<HeroFacts price={heroPrice} />}
      >
        <CallButton className="btn-call btn-lg" />
        {service.quoteLink && <QuoteLink className="btn-light btn-lg" />}
      </PageHero>
      <section aria-labelledby="benefits-title" className="section bg-white">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_24rem] lg:gap-16">
          <div>
            <p className="eyebrow mb-3">{service.title}</p>
            <h2 id="benefits-title" className="h-section mb-8">
              {t.service.included}
            </h2>
            <BulletList items={service.benefits} columns={2} />
          </div>
          <QuoteCard trust={trust} priceFrom={priceFrom} />
        </div>
      </section>
      {prices && <PriceGuide prices={prices} />}
      <ServiceSections blocks={blocks} />
      <OtherServices others={others} tone={blocks.length % 2 ? 'white' : 'sand'} />
      <CtaBand heading={t.service.ctaHeading} text={t.service.ctaText} />
    </>
  );
}
