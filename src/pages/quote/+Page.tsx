import { useData } from 'vike-react/useData';
import { Badges } from '../../components/Badges.tsx';
import { useMessages } from '../../components/i18n.ts';
import { PageHero } from '../../components/PageHero.tsx';
import type { Data } from './+data.ts';
import { QuoteEmbed } from './QuoteEmbed.tsx';
import { QuoteForm } from './QuoteForm.tsx';
import { QuoteSidebar } from './QuoteSidebar.tsx';

/** The 24-hour promise and badges, the request form (the site's own, or the embedded one when configured), and the sidebar. */
export default function Page() {
  const t = useMessages();
  const { quote, embed, email, form } = useData<Data>();
  const ownForm = (id: string) => <QuoteForm form={form} id={id} />;
  return (
    <>
      <PageHero eyebrow={t.quote.eyebrow} heading={quote.heading} text={quote.text}>
        <Badges
          badges={quote.badges}
          className="flex flex-wrap gap-2.5"
          item="badge-dark min-h-11 py-0"
          icon="size-4 text-accent-300"
        />
      </PageHero>
      <div className="bg-sand-50">
        <div className="container-page grid grid-cols-1 gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
          <section aria-labelledby="quote-form-title" className="card self-start p-5 sm:p-8">
            <h2 id="quote-form-title" className="h-section mb-6">
              {quote.formHeading}
            </h2>
            {embed ? (
              <QuoteEmbed embed={embed} fallback={quote.fallback} email={email} ownForm={ownForm} />
            ) : (
              ownForm('quote-request')
            )}
          </section>
          <QuoteSidebar />
        </div>
      </div>
    </>
  );
}
