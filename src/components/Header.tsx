import { Menu, Phone, X } from 'lucide-react';
import { href } from '../lib/routes.ts';
import { site, telHref } from '../lib/site.ts';
import { Logo } from './Logo.tsx';

export const NAV = [
  { name: 'HOME', href: href.home },
  { name: 'SERVICES', href: href.homeSection('services') },
  { name: 'PORTFOLIO', href: href.portfolio },
  { name: 'SERVICE AREAS', href: href.serviceAreas },
  { name: 'BLOG', href: href.blog },
  { name: 'CONTACT US', href: href.homeSection('contact') },
] as const;

const MENU_ID = 'site-menu';

/**
 * Site header. Transparent over the hero on Home (turning solid as the page scrolls), solid and sticky
 * elsewhere. The small-screen menu is a native popover: its button toggles it and reports expanded/collapsed,
 * Escape and a tap outside close it, Tab moves into it; src/client/menu.ts also closes it when an item is chosen.
 * On the technician page (`apply`) the sticky header also offers 'Apply', a jump to the application form that stays
 * at hand however far down a phone has scrolled.
 */
export function Header({ overlay, apply = false }: { overlay: boolean; apply?: boolean }) {
  // On Home (`overlay`), the phone menu's items for Home's own sections are a new load of Home (`/?services#services`)
  // until src/client/menu.ts turns them into plain anchors: without JavaScript nothing else would close the menu over
  // the section they scroll to. Each item has its own query, so that one chosen after another is a new load too;
  // hosts ignore the query, and the page's canonical URL stays `/`.
  const samePage = (href: string) => overlay && href.startsWith('/#');
  const position = overlay ? 'header-overlay' : 'sticky top-0 bg-brand-900 shadow-md';
  return (
    <header className={`${position} z-30 text-white`}>
      <div className="container-page flex h-18 items-center gap-3">
        <Logo compact={apply} />
        <nav aria-label="Main" className="ml-auto hidden xl:block">
          <ul className="flex items-center gap-1 text-sm font-bold tracking-wide">
            {NAV.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="rounded-lg px-3 py-2 whitespace-nowrap hover:bg-white/10 hover:text-accent-300">
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {apply && (
          <a href="#apply" className="btn-light ml-auto min-h-11 px-3.5 py-1.5 sm:px-4 xl:ml-4" data-testid="header-apply">
            Apply
          </a>
        )}
        <a href={telHref(site.phone.e164)} className={`btn-call ${apply ? '' : 'ml-auto xl:ml-4'} min-h-11 gap-2.5 px-3.5 py-1.5 sm:px-4`} data-testid="header-call">
          <Phone className="size-5 shrink-0" aria-hidden="true" />
          <span className={apply ? 'sr-only sm:hidden' : 'sm:hidden'}>
            Call<span className="sr-only"> {site.phone.display}</span>
          </span>
          <span className="hidden text-left leading-tight sm:block">
            <span className="block text-xs font-semibold text-accent-100">Call for a free quote</span>
            <span className="block text-base">{site.phone.display}</span>
          </span>
        </a>
        <button type="button" popoverTarget={MENU_ID} className="-mr-2 flex size-12 shrink-0 items-center justify-center rounded-xl hover:bg-white/10 xl:hidden">
          <Menu className="size-7" aria-hidden="true" />
          <span className="sr-only">Menu</span>
        </button>
        <nav
          id={MENU_ID}
          popover="auto"
          aria-label="Menu"
          className="inset-x-3 top-20 bottom-auto m-0 mx-auto h-auto w-auto max-w-md rounded-2xl border-0 bg-white p-3 text-brand-900 shadow-2xl backdrop:bg-brand-950/60 xl:hidden"
        >
          <div className="flex items-center justify-between px-3 pb-2">
            <span className="text-sm font-bold tracking-widest text-slate-600">MENU</span>
            <button type="button" popoverTarget={MENU_ID} popoverTargetAction="hide" className="flex size-11 items-center justify-center rounded-xl hover:bg-brand-50">
              <X className="size-6" aria-hidden="true" />
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          <ul className="grid gap-1">
            {NAV.map((item) => (
              <li key={item.href}>
                <a
                  href={samePage(item.href) ? `/?${item.href.slice(2)}${item.href.slice(1)}` : item.href}
                  data-same-page={samePage(item.href) || undefined}
                  className="block rounded-xl px-4 py-3 text-base font-bold hover:bg-brand-50"
                >
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
          <a href={telHref(site.phone.e164)} className="btn-call btn-lg mt-3 w-full">
            <Phone className="size-5" aria-hidden="true" />
            Call {site.phone.display}
          </a>
        </nav>
      </div>
    </header>
  );
}
