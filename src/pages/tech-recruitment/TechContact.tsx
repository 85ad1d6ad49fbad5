import { useData } from 'vike-react/useData';
import { Mail } from '../../components/icons.ts';
import type { Data } from './+data.ts';

/** The techs e-mail address (the footer's Support Center link lands here). */
export function TechContact() {
  const { page, techsEmail } = useData<Data>();
  return (
    <section id="tech-contact" aria-labelledby="tech-contact-title" className="section bg-white">
      <div className="container-page">
        <div className="grid items-center gap-6 rounded-2xl border border-slate-200 bg-brand-50 p-6 sm:p-10 md:grid-cols-[1fr_auto]">
          <div>
            <h2 id="tech-contact-title" className="h-section">
              {page.contact.heading}
            </h2>
            <p className="mt-3 max-w-2xl text-lg">{page.contact.text}</p>
          </div>
          <a className="btn-primary break-all" href={`mailto:${techsEmail}`}>
            <Mail className="size-5 shrink-0" aria-hidden="true" />
            {techsEmail}
          </a>
        </div>
      </div>
    </section>
  );
}
