/**
 * Remembers the language a visitor chose with the header's switch (src/components/LanguageSwitch.tsx), in
 * localStorage: no cookie, so no consent banner, and nothing is sent anywhere. A visitor who chose another language (Spanish)
 * and comes back to the English home page is taken to that language's home; every other address opens as it is, so a shared link
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
  // The home page's switch to the chosen language (none when English was chosen: the page is English already).
  const to = chosen && document.querySelector<HTMLAnchorElement>(`a[data-language-switch="${CSS.escape(chosen)}"]`);
  if (to && location.pathname === '/') location.replace(to.href + location.hash);
}
