import type { PageContextServer } from 'vike/types';
import quoteSchema from '../../../schemas/forms/quote.schema.json' with { type: 'json' };
import { WINDOW_PICKER_SCRIPT } from '../../content/assets.ts';
import type { Messages } from '../../content/types.ts';
import { availabilityUrl, quoteUrl, windowsPageUrl } from '../../lib/calendar/window-choices.ts';
import { inputConstraints } from '../../lib/forms/form-constraints.ts';
import { localeOf, messagesFor, pageContent, pathOf } from '../../lib/i18n/i18n.ts';
import type { PageHead } from '../../lib/page/head.ts';
import { telHref } from '../../lib/page/site.ts';
import { jobChoices } from '../../lib/prices/job-choices.ts';
import { isEmbedConfigured } from '../../lib/quote/quote-embed.ts';
import { MAX_PHOTOS, PHOTO_TYPES } from '../../lib/quote/quote-form.ts';
import { cityIndexPath } from '../../lib/widgets/city-search.ts';

/**
 * What the visitor already told by the page they came from (a city's or a service's quote page, src/lib/routing/quote-pages.ts):
 * the page's heading, the form's prefilled address and chosen service, and that page's address (the hidden `page`,
 * which the counts credit). None of it binds the visitor: the fields stay editable.
 */
interface QuoteFrom {
  heading: string;
  description: string;
  page: string;
  address?: string;
  service?: string;
}

/** The picker's words; the rest of `windows` is the handler's (src/server/windows/window-answer.ts). */
const pickerWords = ({ label, noPreference, moreDays, confirm, choose, chooseHint }: Messages['windows']) => ({
  label,
  noPreference,
  moreDays,
  confirm,
  choose,
  chooseHint,
});

// Only what the page shows: its own script (+client.ts) reads what it needs from the markup, not from pageContext.
export function quoteData(
  pageContext: PageContextServer,
  head: (title: string, description: string) => PageHead,
  from?: QuoteFrom,
) {
  const { quote } = pageContent(pageContext);
  const locale = localeOf(pageContext);
  const heading = from?.heading ?? quote.heading;
  const same = sharedParts(pageContext, locale, from?.service);
  return {
    head: head(from ? heading : quote.metaTitle, from?.description ?? quote.metaDescription),
    quote: { heading, ...same.quote },
    popular: same.popular,
    embed: same.embed,
    email: same.email,
    form: {
      ...same.form,
      page: from?.page ?? pathOf(pageContext),
      address: from?.address,
      service: from?.service,
      ...same.formRest,
    },
  };
}

/**
 * What every quote page of a language (and chosen service) shows alike, made once per process: made for each of a
 * city's thousands of quote pages it was a third of the page's data (docs/decisions/0070-build-per-page-work-once-and-fixed-cost.md).
 * Pages get the same objects: not to be changed.
 */
const shared = new Map<string, ReturnType<typeof makeShared>>();
const sharedParts = (pageContext: PageContextServer, locale: string, service: string | undefined) => {
  const key = `${locale} ${service ?? ''}`;
  if (!shared.has(key)) shared.set(key, makeShared(pageContext, locale, service));
  return shared.get(key)!;
};

function makeShared(pageContext: PageContextServer, locale: string, service: string | undefined) {
  const { quote, services, site } = pageContent(pageContext);
  const bySlug = new Map(services.map((s) => [s.slug, s.title]));
  const { badges, formHeading, fallback, steps, popularServices, form } = quote;
  const { jobLabel, jobNone, factors } = messagesFor(locale).priceGuide;
  return {
    quote: { text: quote.text, badges, formHeading, fallback, steps, popularHeading: popularServices.heading },
    popular: popularServices.items.map((slug) => ({ slug, title: bySlug.get(slug)! })),
    // The example embed id means no job-management service: the site's own form takes the requests (decision 44).
    embed: isEmbedConfigured(site.quoteEmbed) ? site.quoteEmbed : undefined,
    email: site.email.office,
    form: {
      // The photos' hint promises what the handler takes: {count} is its MAX_PHOTOS, not a number of the data's own.
      words: { ...form, hints: { ...form.hints, photos: form.hints.photos.replace('{count}', String(MAX_PHOTOS)) } },
      // The handler answers in the page's language (src/server/forms-app.ts).
      action: quoteUrl(locale),
    },
    formRest: {
      services: services.map((s) => ({ slug: s.slug, title: s.title })),
      // The price guide's jobs (./JobSelect.tsx): a service's quote page offers only that service's.
      jobs: { words: { jobLabel, jobNone, factors }, groups: jobChoices(services, locale, service) },
      constraints: inputConstraints(quoteSchema, ['name', 'phone', 'email', 'address', 'details'] as const),
      validation: messagesFor(locale).validation,
      cities: cityIndexPath(locale),
      accept: PHOTO_TYPES.join(','),
      // The success block's phone: tappable, the business's number of data/site.yaml.
      phone: { href: telHref(site.phone.e164), display: site.phone.display },
      // The arrival windows (./WindowPicker.tsx): the free ones from the handler in the page's language, and the
      // handler's page of them with what was typed, for a visitor without JavaScript.
      window: {
        words: pickerWords(messagesFor(locale).windows),
        url: availabilityUrl(locale),
        page: windowsPageUrl(locale),
        script: WINDOW_PICKER_SCRIPT,
      },
    },
  };
}
export type Data = ReturnType<typeof quoteData>;
