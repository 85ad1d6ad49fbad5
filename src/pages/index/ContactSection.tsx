import { CallButton } from '../../components/CallButton.tsx';
import { useLocale, useMessages, useSite } from '../../components/i18n.ts';
import { Clock, FileText, Mail, Siren } from '../../components/icons.ts';
import { Link } from '../../components/Link.tsx';
import { formatSpan } from '../../lib/i18n/hours.ts';
import { LANGUAGE_TAG } from '../../lib/i18n/locale.ts';
import { href } from '../../lib/routing/routes.ts';
import type { Data } from './+data.ts';

/** Home's contact section (#contact): call options, business hours and the emergency call button. */
export function ContactSection({ contact }: { contact: Data['contact'] }) {
  const t = useMessages();
  const site = useSite();
  const lang = LANGUAGE_TAG[useLocale()];
  return (
    <section id="contact" aria-labelledby="contact-title" className="section bg-white">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="eyebrow mb-3">{t.home.contactEyebrow}</p>
          <h2 id="contact-title" className="h-section">
            {contact.heading}
          </h2>
          <p className="lead mt-4 text-slate-600">{contact.text}</p>
          <CallButton className="btn-call btn-lg mt-8 w-full sm:w-auto" label={t.chrome.call} />
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            <li>
              <Link href={href.quote} className="card-link flex items-center gap-3 p-4 font-bold text-brand-900">
                <FileText className="size-5 text-brand-700" aria-hidden="true" /> {t.chrome.requestQuote}
              </Link>
            </li>
            <li>
              <a
                href={`mailto:${site.email.office}`}
                className="card-link flex items-center gap-3 p-4 font-bold break-all text-brand-900"
              >
                <Mail className="size-5 shrink-0 text-brand-700" aria-hidden="true" /> {site.email.office}
              </a>
            </li>
          </ul>
          <div className="card mt-6 bg-sand-50">
            <h3 className="flex items-center gap-2 text-lg">
              <Clock className="size-5 text-brand-700" aria-hidden="true" /> {t.hours.heading}
            </h3>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5">
              {site.hours.map((h) => (
                <div key={h.label} className="contents">
                  <dt className="font-semibold text-brand-900">{h.label}</dt>
                  <dd>{formatSpan(h, t.hours.span, lang)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <div className="relative isolate self-start overflow-hidden rounded-3xl bg-brand-950 p-8 text-brand-100 shadow-xl sm:p-10">
          <div
            className="absolute -right-16 -bottom-16 -z-10 size-64 rounded-full bg-accent-600/25 blur-3xl"
            aria-hidden="true"
          />
          <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-600 text-white">
            <Siren className="size-7" aria-hidden="true" />
          </span>
          <h3 className="mt-6 text-3xl text-white">{contact.emergency.heading}</h3>
          <p className="lead mt-3">{contact.emergency.text}</p>
          <CallButton label={contact.emergency.buttonLabel} className="btn-call btn-lg mt-8 w-full whitespace-normal" />
        </div>
      </div>
    </section>
  );
}
