// https://vike.dev/error-page
import { House } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import { CallButton } from '../../components/CallButton.tsx';
import { href } from '../../lib/routes.ts';
import { site } from '../../lib/site.ts';

const SUGGESTIONS = [
  { name: 'Our services', href: href.homeSection('services') },
  { name: site.labels.quote, href: href.quote },
  { name: 'Portfolio', href: href.portfolio },
  { name: 'Service areas', href: href.serviceAreas },
];

/**
 * The not-found page and the generic error screen. HTML-only: src/client/not-found.ts logs the
 * unknown path to the console, so this page needs no React in the browser.
 */
export default function Page() {
  const { is404, abortReason, abortStatusCode, urlPathname } = usePageContext();
  const message = typeof abortReason === 'string' ? abortReason : abortStatusCode ? `Error ${abortStatusCode}` : `Something went wrong while showing ${urlPathname}.`;
  return (
    <section className="relative isolate overflow-hidden bg-sand-50 py-20 sm:py-28" data-not-found={is404 ? '' : undefined}>
      <div className="container-page max-w-3xl text-center">
        {is404 ? (
          <>
            <h1 className="text-8xl font-black tracking-tighter text-brand-900 sm:text-9xl">404</h1>
            <p className="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">Oops! Page not found</p>
            <p className="mt-3 text-lg text-slate-600">The page you were looking for has moved or never existed. These might help:</p>
          </>
        ) : (
          <>
            <h1 className="h-page">Unexpected Application Error!</h1>
            <p className="mt-4 text-lg text-slate-700">{message}</p>
          </>
        )}
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <a href="/" className="btn-primary btn-lg">
            <House className="size-5" aria-hidden="true" />
            Return to Home
          </a>
          <CallButton className="btn-call btn-lg" />
        </div>
        {is404 && (
          <ul className="mt-10 flex flex-wrap justify-center gap-2.5">
            {SUGGESTIONS.map((s) => (
              <li key={s.href}>
                <a href={s.href} className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 font-semibold text-brand-900 hover:bg-brand-50">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
