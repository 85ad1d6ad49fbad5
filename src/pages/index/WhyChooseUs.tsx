import { CallButton } from '../../components/CallButton.tsx';
import { Claim } from '../../components/Claim.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useMessages } from '../../components/i18n.ts';
import { QuoteLink } from '../../components/QuoteLink.tsx';
import type { Data } from './+data.ts';

/** The five reasons, beside the heading and a call button. */
export function WhyChooseUs({ why }: { why: Data['whyChooseUs'] }) {
  const t = useMessages();
  return (
    <section aria-labelledby="why-title" className="section bg-sand-50">
      <div className="container-page grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <p className="eyebrow mb-3">{t.home.whyEyebrow}</p>
          <h2 id="why-title" className="h-section">
            {why.heading}
          </h2>
          {why.intro && <p className="lead mt-4 text-slate-600">{why.intro}</p>}
          <div className="mt-8 flex flex-wrap gap-3">
            <CallButton />
            <QuoteLink className="btn-outline" />
          </div>
        </div>
        <ul className="grid gap-4">
          {why.items.map((item) => (
            <li key={item.title} className="card flex gap-5">
              <span className="icon-tile">{item.icon && <Icon name={item.icon} />}</span>
              <div>
                <h3 className="text-xl">
                  <Claim text={item.title}>{item.title}</Claim>
                </h3>
                <p className="mt-1.5 text-slate-600">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
