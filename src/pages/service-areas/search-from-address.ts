/**
 * The search form leads to `?q=…#counties` without JavaScript, or when Enter beat the page's scripts: with JavaScript
 * that address runs its search, as Enter would have (the city on a confident match, otherwise the message and the
 * suggestions). The submission goes through the island loader, which wakes the island and hands it over.
 */
export function searchFromAddress(form: HTMLFormElement | null) {
  const text = new URLSearchParams(window.location.search).get('q')?.trim();
  const box = form?.elements.namedItem('q');
  if (!form || !text || !(box instanceof HTMLInputElement)) return;
  // The page's own address again: Back from the city it leads to comes here, not into the same search.
  window.history.replaceState(null, '', window.location.pathname);
  box.value = text;
  form.scrollIntoView({ block: 'center' });
  form.requestSubmit();
}
