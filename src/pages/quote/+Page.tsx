import { useData } from 'vike-react/useData';
import { CallButton } from '../../components/CallButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import type { Data } from './+data.ts';
import { QuoteEmbed } from './QuoteEmbed.tsx';
import { QuoteSidebar } from './QuoteSidebar.tsx';

export default function Page() {
  const { quote, embed } = useData<Data>();
  return (
    <>
      <PageHero heading={quote.heading} text={quote.text}>
        <ul className="flex flex-wrap gap-3">
          {quote.badges.map((b) => (
            <li key={b.label} className="badge bg-white/10 text-white">
              <Icon name={b.icon} className="size-4" />
              {b.label}
            </li>
          ))}
        </ul>
      </PageHero>
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="quote-form-title">
          <h2 id="quote-form-title" className="h-section mb-6">{quote.formHeading}</h2>
          <QuoteEmbed embed={embed} fallback={quote.fallback} call={<CallButton />} />
        </section>
        <QuoteSidebar />
      </div>
    </>
  );
}
