// https://vike.dev/error-page

import { usePageContext } from 'vike-react/usePageContext';
import { CallButton } from '../../components/CallButton.tsx';
import { useMessages, useSite } from '../../components/i18n.ts';
import { House } from '../../components/icons.ts';
import { Link } from '../../components/Link.tsx';
import { fill } from '../../lib/i18n/i18n.ts';
import { href } from '../../lib/routing/routes.ts';

/**
 * The not-found page and the generic error screen. HTML-only: src/client/not-found.ts logs the
 * unknown path to the console, so this page needs no React in the browser.
 */
export default function Page() {
  const { is404, abortReason, abortStatusCode, urlPathname } = usePageContext();
  const t = useMessages().notFound;
  const site = useSite();
  const suggestions = [
    { name: t.services, href: href.homeSection('services') },
    { name: site.labels.quote, href: href.quote },
    { name: t.portfolio, href: href.portfolio },
    { name: t.serviceAreas, href: href.serviceAreas },
  ];
  const message =
    typeof abortReason === 'string'
      ? abortReason
      : abortStatusCode
        ? `Error ${abortStatusCode}`
        : fill(t.error, { path: urlPathname });
  return (
    <section
      className="relative isolate overflow-hidden bg-sand-50 py-20 sm:py-28"
      data-not-found={is404 ? '' : undefined}
    >
      <div className="container-page max-w-3xl text-center">
        {is404 ? (
          <>
            <h1 className="text-8xl font-black tracking-tighter text-brand-900 sm:text-9xl">404</h1>
            <p className="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">{t.heading}</p>
            <p className="mt-3 text-lg text-slate-600">{t.text}</p>
          </>
        ) : (
          <>
            <h1 className="h-page">{t.errorHeading}</h1>
            <p className="mt-4 text-lg text-slate-700">{message}</p>
          </>
        )}
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link href={href.home} className="btn-primary btn-lg">
            <House className="size-5" aria-hidden="true" />
            {t.home}
          </Link>
          <CallButton className="btn-call btn-lg" />
        </div>
        {is404 && (
          <ul className="mt-10 flex flex-wrap justify-center gap-2.5">
            {suggestions.map((s) => (
              <li key={s.href}>
                <Link
                  href={s.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 font-semibold text-brand-900 hover:bg-brand-50"
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
