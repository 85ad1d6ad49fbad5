import type { AnchorHTMLAttributes } from 'react';
import { localeOfPath } from '../lib/locale.ts';
import { useLocale, useMessages } from './i18n.ts';

/**
 * A link to a page of this site that may exist only in the other language (a Spanish page's link to a city page that
 * has no Spanish): such a link says so before it is followed, with `hreflang` and the words "(en inglés)" after its
 * text (data/messages.es.yaml chrome.otherLanguage), so no visitor is dropped into English unawares.
 */
export function PageLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const locale = useLocale();
  const marker = useMessages().chrome.otherLanguage;
  const target = localeOfPath(href);
  if (!href.startsWith('/') || target === locale) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...{ hreflang: target }} {...rest}>
      {children} <span className="text-sm font-normal">{marker}</span>
    </a>
  );
}
