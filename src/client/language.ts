/**
 * Remembers the language a visitor chose with the header's switch (src/components/LanguageSwitch.tsx), in
 * localStorage: no cookie, so no consent banner, and nothing is sent anywhere. A visitor who chose Spanish and comes
 * back to the English home page is taken to the Spanish one; every other address opens as it is, so a shared link
 * and a crawler always get the page they asked for.
 */
const KEY = 'language';

export function rememberLanguage() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) {
    link.addEventListener('click', () => {
      try {
        localStorage.setItem(KEY, link.dataset.languageSwitch!);
      } catch {
        // Storage refused (private mode, blocked): the switch still leads to the page.
      }
    });
  }
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(KEY);
  } catch {
    return;
  }
  const spanish = document.querySelector<HTMLAnchorElement>('a[data-language-switch="es"]');
  if (chosen === 'es' && location.pathname === '/' && spanish) location.replace(spanish.href + location.hash);
}
