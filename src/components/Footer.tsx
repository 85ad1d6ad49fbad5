import { copyrightYears } from '../lib/i18n/dates.ts';
import { formatHours } from '../lib/i18n/hours.ts';
import { LANGUAGE_TAG } from '../lib/i18n/locale.ts';
import { telHref } from '../lib/page/site.ts';
import { footerPages } from '../lib/routing/page-of-one.ts';
import { href } from '../lib/routing/routes.ts';
import { useLocale, useMessages, useSite } from './i18n.ts';
import { Phone } from './icons.ts';
import { LicenseLine } from './LicenseLine.tsx';
import { Link } from './Link.tsx';
import { Logo } from './Logo.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';
import { OpenStatus } from './OpenStatus.tsx';
import { SOCIAL_LABEL, SocialIcon } from './SocialIcon.tsx';

/**
 * Site footer: the business, its links, three social profiles, the newsletter and the copyright. On a phone it keeps
 * everything but packs it closer (shorter margins, the social profiles beside the logo, the links in two columns, the
 * address and its button on one row): a city page there must fit in six screens, and the footer was a quarter of that.
 */
export function Footer() {
  const site = useSite();
  const t = useMessages();
  const locale = useLocale();
  const lang = LANGUAGE_TAG[locale];
  const links = [
    { name: t.nav.home, href: href.home },
    { name: t.footer.about, href: href.about },
    { name: t.nav.contact, href: telHref(site.phone.e164) },
    { name: t.footer.goals, href: href.goals },
    { name: t.footer.faq, href: href.homeSection('faq') },
    // Linked from every page: nothing else led to them (recruiting technicians is one of the site's two goals).
    { name: t.footer.wallUnits, href: href.customWallUnits },
    { name: t.footer.careers, href: href.techRecruitment },
    // Then the pages whose row in PAGE_KINDS asks for it, under their breadcrumb's label in capitals like the others.
    ...footerPages(locale).map((p) => ({ ...p, name: p.name.toLocaleUpperCase(lang) })),
  ];
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="container-page grid gap-8 max-md:gap-6 pt-10 pb-6 md:grid-cols-2 md:gap-12 md:py-16 lg:grid-cols-[1.3fr_0.8fr_1.4fr]">
        {/* On a phone the social profiles sit on the logo's row. */}
        <div className="max-md:grid max-md:grid-cols-[1fr_auto] max-md:items-center">
          <Logo />
          <p className="mt-4 max-w-xs max-md:col-span-2">{site.tagline}</p>
          <a
            href={telHref(site.phone.e164)}
            className="tap mt-6 gap-2 text-xl font-extrabold max-md:col-span-2 text-white hover:text-accent-300"
          >
            <Phone className="size-5" aria-hidden="true" />
            {site.phone.display}
          </a>
          <ul className="mt-3 grid gap-1 text-sm max-md:col-span-2">
            {site.hours.map((h) => (
              <li key={h.label}>{formatHours(h, t.hours.span, lang)}</li>
            ))}
          </ul>
          <OpenStatus className="mt-2 text-sm font-semibold text-white max-md:col-span-2" />
          <LicenseLine className="mt-3 text-sm max-md:col-span-2 md:max-w-xs" />
          <ul className="flex gap-2 max-md:col-start-2 max-md:row-start-1 md:mt-6 md:gap-3">
            {site.social.map((s) => (
              <li key={s.network}>
                <a
                  href={s.url}
                  rel="me noopener"
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <SocialIcon network={s.network} />
                  <span className="sr-only">{SOCIAL_LABEL[s.network]}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t.footer.nav}>
          <h2 className="text-sm font-bold tracking-widest text-white">{t.footer.company}</h2>
          <ul className="mt-2 grid grid-cols-2 font-semibold md:grid-cols-1">
            {links.map((l) => (
              <li key={l.name}>
                <Link href={l.href} className="tap hover:text-white hover:underline">
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="md:col-span-2 lg:col-span-1">
          <NewsletterForm id="newsletter-footer" tone="dark" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {copyrightYears(site.foundingYear)} {site.businessName}. {t.footer.rights}
          </p>
          <p className="flex gap-4">
            <Link href={href.terms} className="tap hover:text-white hover:underline">
              {t.footer.terms}
            </Link>
            <Link href={href.privacy} className="tap hover:text-white hover:underline">
              {t.footer.privacy}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
