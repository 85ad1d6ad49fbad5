import { usePageContext } from 'vike-react/usePageContext';
import type { PageHead } from '../lib/head.ts';
import { LANGUAGE_NAME, LOCALES } from '../lib/locale.ts';
import { useLocale } from './i18n.ts';

/** The other language's home: where the switch leads from a page that has no translation. */
const HOME = { en: '/', es: '/es' } as const;

/**
 * The header's link to this page in the other language (in the bar from 640 px, in the menu on a phone, where the
 * bar has no room left beside the call and menu buttons), or to that language's home when the page has no translation. Named
 * in its own language (a reader of Spanish looks for "Español"), marked with `lang` and `hreflang`.
 * src/client/language.ts remembers the choice in the browser (localStorage: no cookie, nothing sent).
 */
export function LanguageSwitch({ className, short = false }: { className: string; short?: boolean }) {
  const locale = useLocale();
  const head = (usePageContext().data as { head?: PageHead } | undefined)?.head;
  const other = LOCALES.find((l) => l !== locale)!;
  const target = head?.alternates[other];
  const url = target ? target.slice(new URL(target).origin.length) || '/' : HOME[other];
  return (
    <a href={url} {...{ hreflang: other }} lang={other} className={className} data-language-switch={other}>
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
  );
}
