import { copyrightYears } from '../lib/i18n/dates.ts';
import { techFooter } from '../lib/page/tech-footer.ts';
import { useMessages, useSite } from './i18n.ts';
import { Link } from './Link.tsx';

/**
 * The technician page's footer: every link points at something real on the site. Its two link columns
 * sit side by side even on a phone, where stacked they made the page about 200 px longer.
 */
export function TechFooter({ notes }: { notes: { equalOpportunity: string; accessibility: string } }) {
  const site = useSite();
  const t = useMessages();
  const columns = techFooter(t.techFooter, t.footer);
  return (
    <footer className="bg-brand-950 text-slate-200">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 md:grid-cols-3">
        {columns.map((col) => (
          <nav key={col.heading} aria-label={col.heading}>
            <h2 className="mb-3 font-bold text-white">{col.heading}</h2>
            <ul className="grid text-sm">
              {col.links.map((l) => (
                <li key={l.label}>
                  <Link href={l.href} className="tap py-1 hover:text-white hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 grid gap-3 text-sm md:col-span-1">
          <p>
            <strong className="text-white">{t.footer.equalOpportunity}</strong> {notes.equalOpportunity}
          </p>
          <p>
            <strong className="text-white">{t.footer.accessibility}</strong> {notes.accessibility}
          </p>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-6 text-center text-sm">
        © {copyrightYears(site.foundingYear)} {site.businessName} {t.footer.techNetwork}. {t.footer.rights}
      </p>
    </footer>
  );
}
