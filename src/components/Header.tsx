import { Menu, Phone, X } from 'lucide-react';
import { phoneText, site, telHref } from '../lib/site.ts';

export const NAV = [
  { name: 'HOME', href: '/' },
  { name: 'SERVICES', href: '/#services' },
  { name: 'PORTFOLIO', href: '/portfolio' },
  { name: 'SERVICE AREAS', href: '/service-areas' },
  { name: 'BLOG', href: '/blog' },
  { name: 'CONTACT US', href: '/#contact' },
] as const;

/**
 * Site header (SPEC 2.2). Transparent over the hero on Home, solid elsewhere. The small-screen menu is a native
 * <details>, so it opens, closes and is announced without JavaScript.
 */
export function Header({ overlay }: { overlay: boolean }) {
  const tone = overlay ? 'absolute inset-x-0 top-0 z-30 text-white' : 'sticky top-0 z-30 bg-brand-900 text-white shadow';
  return (
    <header className={tone}>
      <div className="container-page flex h-18 items-center justify-between gap-4">
        <a href="/" className="text-lg font-extrabold tracking-tight">
          {site.businessName}
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-6 text-sm font-semibold">
            {NAV.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="hover:text-accent-100">
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a href={telHref(site.phone.e164)} className="btn-call ml-auto px-4 text-sm lg:ml-0" data-testid="header-call">
          <Phone className="size-4" aria-hidden="true" />
          <span className="sm:hidden">Call</span>
          <span className="hidden sm:inline">Call for a free quote: {phoneText(site.phone.display)}</span>
        </a>
        <details className="group relative lg:hidden" data-menu>
          <summary className="flex size-12 cursor-pointer list-none items-center justify-center rounded-lg [&::-webkit-details-marker]:hidden">
            <Menu className="size-7 group-open:hidden" aria-hidden="true" />
            <X className="hidden size-7 group-open:block" aria-hidden="true" />
            <span className="sr-only">Menu</span>
          </summary>
          <nav aria-label="Mobile" className="absolute right-0 mt-2 w-64 rounded-xl bg-white p-2 text-brand-900 shadow-xl">
            <ul>
              {NAV.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className="block rounded-lg px-4 py-3 font-semibold hover:bg-brand-50">
                    {item.name}
                  </a>
                </li>
              ))}
              <li>
                <a href={telHref(site.phone.e164)} className="btn-call mt-2 w-full text-sm">
                  Call {phoneText(site.phone.display)}
                </a>
              </li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
