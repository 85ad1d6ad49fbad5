import type { Messages } from '../lib/content.ts';
import { telHref } from '../lib/page/site.ts';
import { smsHref } from '../lib/page/sms.ts';
import { href } from '../lib/routing/routes.ts';
import { useMessages, useSite } from './i18n.ts';
import { Menu, MessageSquare, Phone, X } from './icons.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Link } from './Link.tsx';
import { Logo } from './Logo.tsx';
import { OpenStatus } from './OpenStatus.tsx';

/** The main menu: each item's label is a key of `nav` in data/messages.yaml. */
export const NAV = [
  { key: 'home', href: href.home },
  { key: 'services', href: href.homeSection('services') },
  { key: 'portfolio', href: href.portfolio },
  { key: 'serviceAreas', href: href.serviceAreas },
  { key: 'blog', href: href.blog },
  { key: 'contact', href: href.homeSection('contact') },
] as const satisfies { key: keyof Messages['nav']; href: string }[];

/** The menu's id: the phone bar's menu button opens the same popover once the header has scrolled away. */
export const MENU_ID = 'site-menu';

/**
 * Site header. Transparent over the hero on Home (turning solid as the page scrolls), solid and sticky
 * elsewhere. The small-screen menu is a native popover: its button toggles it and reports expanded/collapsed,
 * Escape and a tap outside close it, Tab moves into it; src/client/menu.ts also closes it when an item is chosen.
 * On the technician page (`apply`) the sticky header also offers 'Apply', a jump to the application form that stays
 * at hand however far down a phone has scrolled.
 * Below 48rem, where the phone bar (PhoneBar.tsx) calls, the header leaves the call to the bar and scrolls away with
 * the page, so the only fixed chrome is the bar; its menu then also holds the open-now line and "Text us a photo".
 */
export function Header({ overlay, apply = false, smsBody }: { overlay: boolean; apply?: boolean; smsBody?: string }) {
  // Home's own sections are plain anchors (`/#services`) everywhere, so crawlers find no second address of Home; with
  // JavaScript src/client/menu.ts closes the menu when one is chosen, without it a tap outside or Escape does.
  const site = useSite();
  const t = useMessages();
  const nav = NAV.map((item) => ({ name: t.nav[item.key], href: item.href }));
  // The technician page has no phone bar: its header stays sticky on phones, with its own call and Apply.
  const position = overlay
    ? 'header-overlay'
    : `${apply ? 'sticky' : 'relative md:sticky'} top-0 bg-brand-900 shadow-md`;
  return (
    <header className={`${position} z-30 text-white`}>
      {/* Where the header stays on a phone's screen (the technician page), it is as tall as the phone bar elsewhere:
          64 px of fixed chrome on every page. */}
      <div className={`container-page flex ${apply ? 'h-16 md:h-18' : 'h-18'} items-center gap-3`}>
        <Logo compact={apply} />
        <nav aria-label={t.chrome.mainNav} className="ml-auto hidden xl:block">
          <ul className="flex items-center gap-1 text-sm font-bold tracking-wide">
            {nav.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="tap rounded-lg px-3 whitespace-nowrap hover:bg-white/10 hover:text-accent-300"
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch
          short
          className="ml-auto hidden min-h-11 shrink-0 items-center justify-center rounded-lg px-2 text-sm font-bold hover:bg-white/10 hover:text-accent-300 sm:flex xl:ml-0"
        />
        {apply && (
          <a
            href="#apply"
            className="btn-light ml-auto min-h-11 px-3.5 py-1.5 sm:ml-0 sm:px-4"
            data-testid="header-apply"
          >
            {t.chrome.apply}
          </a>
        )}
        <a
          href={telHref(site.phone.e164)}
          className={`btn-call ${apply ? '' : 'max-md:hidden'} min-h-11 gap-2.5 px-3.5 py-1.5 sm:px-4`}
          data-testid="header-call"
        >
          <Phone className="size-5 shrink-0" aria-hidden="true" />
          <span className={apply ? 'sr-only sm:hidden' : 'sm:hidden'}>
            {t.chrome.call}
            <span className="sr-only"> {site.phone.display}</span>
          </span>
          <span className="hidden text-left leading-tight sm:block">
            <span className="block text-xs font-semibold text-accent-100">{t.chrome.callForQuote}</span>
            <span className="block text-base">{site.phone.display}</span>
          </span>
        </a>
        <button
          type="button"
          popoverTarget={MENU_ID}
          className="-mr-2 max-sm:ml-auto flex size-12 shrink-0 items-center justify-center rounded-xl hover:bg-white/10 xl:hidden"
        >
          <Menu className="size-7" aria-hidden="true" />
          <span className="sr-only">{t.chrome.menu}</span>
        </button>
        <nav
          id={MENU_ID}
          popover="auto"
          aria-label={t.chrome.menu}
          className="inset-x-3 top-20 bottom-auto m-0 mx-auto h-auto w-auto max-w-md rounded-2xl border-0 bg-white p-3 text-brand-900 shadow-2xl backdrop:bg-brand-950/60 xl:hidden"
        >
          <div className="flex items-center justify-between px-3 pb-2">
            <span className="text-sm font-bold tracking-widest text-slate-600">{t.chrome.menuHeading}</span>
            <button
              type="button"
              popoverTarget={MENU_ID}
              popoverTargetAction="hide"
              className="flex size-11 items-center justify-center rounded-xl hover:bg-brand-50"
            >
              <X className="size-6" aria-hidden="true" />
              <span className="sr-only">{t.chrome.closeMenu}</span>
            </button>
          </div>
          <ul className="grid gap-1">
            {nav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="block rounded-xl px-4 py-3 text-base font-bold hover:bg-brand-50">
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
          <OpenStatus className="mt-3 text-center text-sm font-semibold text-brand-800" />
          <a href={telHref(site.phone.e164)} className="btn-call btn-lg mt-2 w-full">
            <Phone className="size-5" aria-hidden="true" />
            {t.chrome.callNumber}
          </a>
          {smsBody && (
            <a href={smsHref(site.phone.e164, smsBody)} className="btn-outline mt-2 w-full md:hidden">
              <MessageSquare className="size-5" aria-hidden="true" />
              {t.phoneBar.text}
            </a>
          )}
          <LanguageSwitch className="mt-2 flex min-h-11 items-center justify-center rounded-xl px-4 py-2 text-base font-bold text-brand-700 underline underline-offset-4 hover:bg-brand-50 sm:hidden" />
        </nav>
      </div>
    </header>
  );
}
