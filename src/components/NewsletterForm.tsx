import { NEWSLETTER_SCRIPT } from '../content/assets.ts';
import { newsletterMessages } from '../lib/forms/newsletter-messages.ts';
import { useLocale, useMessages, useSite } from './i18n.ts';
import { Mail } from './icons.ts';

/**
 * Newsletter sign-up (footer and blog): a plain form posting to site.forms.newsletter, so it works without
 * JavaScript. src/client/newsletter.ts enhances it: checks the address, sends it with fetch, says what happened in
 * the status line and keeps the address when sending fails; it loads from data-script when a visitor first reaches
 * the form (src/client/newsletter-on-use.ts).
 */
export function NewsletterForm({ id, tone }: { id: string; tone: 'dark' | 'light' }) {
  const dark = tone === 'dark';
  const site = useSite();
  const t = useMessages().newsletter;
  // The form handler answers in the page's language (src/server/forms-app.ts).
  const locale = useLocale();
  const action = locale === 'en' ? site.forms.newsletter : `${site.forms.newsletter}?locale=${locale}`;
  return (
    <form
      method="post"
      action={action}
      className="grid gap-3"
      data-newsletter
      data-script={NEWSLETTER_SCRIPT}
      data-messages={JSON.stringify(newsletterMessages(t))}
    >
      <h2 id={`${id}-title`} className={`flex items-center gap-2 text-xl font-extrabold ${dark ? 'text-white' : ''}`}>
        <Mail className={`size-5 ${dark ? 'text-accent-300' : 'text-brand-700'}`} aria-hidden="true" />
        {t.heading}
      </h2>
      <p className={dark ? 'text-slate-300' : ''}>{t.text}</p>
      <label htmlFor={id} className={`text-sm font-semibold ${dark ? 'text-white' : 'text-brand-900'}`}>
        {t.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="email"
          type="email"
          required
          maxLength={200}
          placeholder={t.placeholder}
          autoComplete="email"
          aria-describedby={`${id}-status`}
          className="field flex-1"
        />
        <button type="submit" className={`${dark ? 'btn-light' : 'btn-primary'} shrink-0 disabled:opacity-70`}>
          {t.button}
        </button>
      </div>
      {/* A field people never see; bots that fill it are refused by the receiver (schemas/forms/newsletter.schema.json). */}
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label>
          {t.trap} <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={`min-h-6 text-sm font-semibold ${dark ? 'text-white data-[state=error]:text-red-300 data-[state=ok]:text-green-300' : 'text-brand-900 data-[state=error]:text-red-700 data-[state=ok]:text-ok-700'}`}
        data-status
      />
    </form>
  );
}
