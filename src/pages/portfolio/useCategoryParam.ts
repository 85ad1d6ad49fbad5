import { useSyncExternalStore } from 'react';
import { categoryFromSearch, searchForCategory } from '../../lib/portfolio-filter.ts';

// history.pushState() fires no event, so the page announces its own changes; popstate covers back and forward.
const CHANGE = 'portfolio-category';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

/**
 * The selected category, kept in the URL query (?category=...) rather than in React state, so a filtered view can
 * be shared and the back button restores it. The prerendered HTML (server snapshot) lists every project.
 */
export function useCategoryParam(known: readonly string[]) {
  const category = useSyncExternalStore(subscribe, () => categoryFromSearch(window.location.search, known), () => null);
  const select = (next: string | null) => {
    if (next === category) return;
    window.history.pushState(null, '', window.location.pathname + searchForCategory(window.location.search, next));
    window.dispatchEvent(new Event(CHANGE));
  };
  return [category, select] as const;
}
