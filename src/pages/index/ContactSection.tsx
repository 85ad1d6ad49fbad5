import { CallButton } from '../../components/CallButton.tsx';
import { formatTime } from '../../lib/hours.ts';
import { site } from '../../lib/site.ts';
import type { Data } from './+data.ts';

/** SPEC 2.3 item 8 (#contact): call options, business hours and the emergency line. */
export function ContactSection({ contact }: { contact: Data['home']['contact'] }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="section">
      <div className="container-page grid gap-8 md:grid-cols-2">
        <div>
          <h2 id="contact-title" className="h-section">{contact.heading}</h2>
          <p className="mt-4 text-lg">{contact.text}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <CallButton />
            <a href={`mailto:${site.email.office}`} className="btn-outline">{site.email.office}</a>
          </div>
          <h3 className="mt-8 text-xl font-bold">Business hours</h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
            {site.hours.map((h) => (
              <div key={h.label} className="contents">
                <dt className="font-semibold">{h.label}</dt>
                <dd>{formatTime(h.opens)} - {formatTime(h.closes)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="card border-accent-600 bg-accent-100/40">
          <h3 className="text-2xl font-bold">{contact.emergency.heading}</h3>
          <p className="mt-2">{contact.emergency.text}</p>
          <CallButton label={contact.emergency.buttonLabel} className="btn-call mt-6" />
        </div>
      </div>
    </section>
  );
}
