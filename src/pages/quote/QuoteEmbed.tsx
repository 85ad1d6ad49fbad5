import type { ReactNode } from 'react';
import { CallButton } from '../../components/CallButton.tsx';
import { useMessages } from '../../components/i18n.ts';
import { LoaderCircle, Mail } from '../../components/icons.ts';
import type { Data } from './+data.ts';

/**
 * The job-management service's work-request form, as HTML the page's small module (./+client.ts) brings
 * to life: it adds the service's script, which renders into the element whose id is the client-hub id. If the script
 * is blocked or fails, or JavaScript is off, the visitor gets the site's own request form (`ownForm`), the phone,
 * e-mail and the hosted request page.
 * The loading line keeps its place while hidden, so showing it moves nothing.
 */
export function QuoteEmbed({
  embed,
  fallback,
  email,
  ownForm,
}: {
  embed: NonNullable<Data['embed']>;
  fallback: Data['quote']['fallback'];
  email: string;
  ownForm: (id: string) => ReactNode;
}) {
  const t = useMessages();
  const help = (id: string) => (
    <div className="rounded-2xl border-2 border-accent-600/40 bg-accent-100/40 p-6 sm:p-8" data-testid="quote-fallback">
      <h3 className="text-2xl">{fallback.heading}</h3>
      <p className="mt-3 text-slate-700">{fallback.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <CallButton className="btn-call btn-lg" />
        <a className="btn-outline min-w-0 whitespace-normal break-all" href={`mailto:${email}`}>
          <Mail className="size-5" aria-hidden="true" />
          {email}
        </a>
        <a className="btn-outline" href={embed.requestPageUrl}>
          {t.quote.openForm}
        </a>
      </div>
      <div className="mt-8">{ownForm(id)}</div>
    </div>
  );
  return (
    <div data-quote-embed-root data-embed={JSON.stringify(embed)}>
      <p
        role="status"
        data-quote-loading
        className="invisible flex items-center gap-3 rounded-2xl bg-sand-50 p-6 font-semibold text-slate-700"
      >
        <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {t.quote.loading}
      </p>
      <div id={embed.clientHubId} data-testid="quote-embed" />
      <div role="alert" data-quote-failed />
      <template data-quote-help>{help('quote-request-help')}</template>
      <noscript>{help('quote-request-noscript')}</noscript>
    </div>
  );
}
