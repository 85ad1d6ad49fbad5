import { CallButton } from '../../components/CallButton.tsx';
import { Faq } from '../../components/Faq.tsx';
import { useMessages } from '../../components/i18n.ts';
import type { Data } from './+data.ts';

/** Home's FAQ (#faq): seven questions, one open at a time, beside a call prompt. */
export function FaqSection({ faq }: { faq: Data['faq'] }) {
  const t = useMessages();
  return (
    <section id="faq" aria-labelledby="faq-title" className="section bg-sand-50">
      <div className="container-page grid gap-10 lg:grid-cols-[0.75fr_1.25fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <p className="eyebrow mb-3">{t.home.faqEyebrow}</p>
          <h2 id="faq-title" className="h-section">
            {faq.heading}
          </h2>
          {faq.intro && <p className="lead mt-4 text-slate-600">{faq.intro}</p>}
          <CallButton className="btn-call mt-8" />
        </div>
        <Faq name="home-faq" items={faq.items} />
      </div>
    </section>
  );
}
