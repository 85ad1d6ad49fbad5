import { site, telHref } from '../lib/site.ts';
import { NewsletterForm } from './NewsletterForm.tsx';

const SOCIAL_LABEL = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok' } as const;

/** Site footer (SPEC 2.2): links, social profiles, newsletter, copyright. */
export function Footer() {
  return (
    <footer className="bg-brand-950 text-slate-200">
      <div className="container-page grid gap-10 py-14 md:grid-cols-3">
        <div>
          <p className="text-lg font-extrabold text-white">{site.businessName}</p>
          <p className="mt-2 text-sm">{site.tagline}</p>
          <ul className="mt-4 flex gap-4 text-sm">
            {site.social.map((s) => (
              <li key={s.network}>
                <a href={s.url} className="underline hover:text-white" rel="me noopener">
                  {SOCIAL_LABEL[s.network]}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <ul className="grid gap-2 text-sm font-semibold">
            <li><a href="/" className="hover:text-white">HOME</a></li>
            <li><a href="/about" className="hover:text-white">ABOUT US</a></li>
            <li><a href={telHref(site.phone.e164)} className="hover:text-white">CONTACT US</a></li>
            <li><a href="/goals" className="hover:text-white">OUR GOALS</a></li>
            <li><a href="/#faq" className="hover:text-white">FAQ</a></li>
          </ul>
        </nav>
        <NewsletterForm tone="dark" />
      </div>
      <p className="border-t border-white/10 py-6 text-center text-sm">
        © {site.copyright.main} {site.businessName}. All rights reserved.
      </p>
    </footer>
  );
}
