import type { AnchorHTMLAttributes } from 'react';
import { linkTarget } from '../lib/i18n/i18n.ts';
import { useLocale, useMessages } from './i18n.ts';

/**
 * Every link of the templates: an address of this site is written in English (`href.quote`) and leads to the same
 * page in the page's language where there is one; a page that exists only in another language is marked with
 * `hreflang` and the words of chrome.otherLanguage ("(en inglés)") after the text (src/lib/i18n/i18n.ts linkTarget).
 * Other addresses (tel:, mailto:, another site, #a-section) are written as given.
 */
export function Link(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { href, children, ...rest } = props;
  const locale = useLocale();
  const marker = useMessages().chrome.otherLanguage;
  const to = linkTarget(href, locale);
  // The attributes keep the template's order (`href` replaced where it stands), so moving a link to <Link> changes
  // no byte of the page.
  if (!to.hreflang) return <a {...props} href={to.href} />;
  return (
    <a href={to.href} {...{ hreflang: to.hreflang }} {...rest}>
      {children} <span className="text-sm font-normal">{marker}</span>
    </a>
  );
}
