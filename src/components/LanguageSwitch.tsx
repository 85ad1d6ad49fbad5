import { usePageContext } from 'vike-react/usePageContext';
import { LANGUAGE_NAME } from '../lib/i18n/locale.ts';
import type { PageHead } from '../lib/page/head.ts';
import { HOME, otherLocales } from '../lib/routing/language-switch.ts';
import { useLocale } from './i18n.ts';

/**
 * The header's link to this page in each other language (in the bar from 640 px, in the menu on a phone, where the
 * bar has no room left beside the call and menu buttons), or to the nearest page of its section in that language, or
 * to that language's home (src/lib/routing/language-switch.ts; the page's head says which). Named
 * in its own language (a reader of Spanish looks for "Español"), marked with `lang` and `hreflang`.
 * src/client/language.ts remembers the choice in the browser (localStorage: no cookie, nothing sent).
 */
export function LanguageSwitch({ className, short = false }: { className: string; short?: boolean }) {
  const locale = useLocale();
  const head = (usePageContext().data as { head?: PageHead } | undefined)?.head;
  // A page without a head (the error page) has no other version: the other language's home.
  return otherLocales(locale).map((other) => (
    <a
      key={other}
      href={head?.languageSwitch[other] ?? HOME[other]}
      {...{ hreflang: other }}
      lang={other}
      className={className}
      data-language-switch={other}
    >
      {short ? (
        // Beside the full menu on a laptop the bar has room for two letters; a screen reader still says the name.
        <>
          <span className="hidden xl:inline" aria-hidden="true">
            {other.toUpperCase()}
          </span>
          <span className="xl:sr-only">{LANGUAGE_NAME[other]}</span>
        </>
      ) : (
        LANGUAGE_NAME[other]
      )}
    </a>
  ));
}
