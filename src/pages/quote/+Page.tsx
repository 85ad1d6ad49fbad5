import { useData } from 'vike-react/useData';
import { Badges } from '../../components/Badges.tsx';
import { useMessages } from '../../components/i18n.ts';
import type { Data } from './+data.ts';
import { QuoteEmbed } from './QuoteEmbed.tsx';
import { QuoteForm } from './QuoteForm.tsx';
import { QuoteSidebar } from './QuoteSidebar.tsx';

/**
 * The form first: on a phone the hero is the heading alone (a line or two), so the first field is on the first screen;
 * the eyebrow, the promise and the badges show from the small-tablet width up. Then the request form (the site's own,
 * or the embedded one when configured), and the sidebar (the call box, what to expect) after it.
 */
export default function Page() {
  const t = useMessages();
  const { quote, embed, email, form } = useData<Data>();
  const ownForm = (id: string) => <QuoteForm form={form} id={id} />;
  return (
    <>
      <section className="bg-brand-900 py-5 text-white sm:py-16">
        <div className="container-page">
          <p className="mb-4 hidden text-sm font-bold tracking-[0.14em] text-accent-300 uppercase sm:block">
            {t.quote.eyebrow}
          </p>
          <h1 className="max-w-4xl text-2xl text-white sm:h-page">{quote.heading}</h1>
          <p className="lead mt-4 hidden max-w-3xl text-brand-100 sm:block">{quote.text}</p>
          <Badges
            badges={quote.badges}
            className="mt-6 hidden flex-wrap gap-2.5 sm:flex"
            item="badge-dark min-h-11 py-0"
            icon="size-4 text-accent-300"
          />
        </div>
      </section>
      <div className="bg-sand-50">
        <div className="container-page grid grid-cols-1 gap-8 py-4 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
          <section aria-labelledby="quote-form-title" className="card self-start p-5 sm:p-8">
            <h2 id="quote-form-title" className="mb-4 text-xl sm:mb-6 sm:h-section">
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
