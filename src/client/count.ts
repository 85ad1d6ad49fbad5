/**
 * The page's counts (docs/decisions/0045-counts-without-cookies.md): a view, each `tel:` or `sms:` tap and the first
 * input in a form marked `data-count-start`, each sent to POST /api/events with navigator.sendBeacon (it survives the
 * page being left for the phone app). Started by src/pages/+client.ts once the page has loaded. Sends nothing when the
 * browser asks not to be tracked: Global Privacy Control, or Do Not Track.
 */
import { COUNT_START_ATTRIBUTE, isBeaconEvent } from '../lib/counts/events.ts';

export function startCounts() {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  // The not-found page is no page of the site: nothing of it is counted (the handler would refuse it).
  if (nav.globalPrivacyControl === true || nav.doNotTrack === '1' || document.querySelector('[data-not-found]')) return;
  const send = (e: string, p = location.pathname) => nav.sendBeacon('/api/events', JSON.stringify({ e, p }));
  send('view');
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
      if (link?.protocol === 'tel:' || link?.protocol === 'sms:') send(link.protocol.slice(0, -1));
    },
    true,
  );
  const started = new Set<string>();
  document.addEventListener(
    'input',
    (event) => {
      const form = (event.target as Element).closest?.(`[${COUNT_START_ATTRIBUTE}]`);
      const name = `${form?.getAttribute(COUNT_START_ATTRIBUTE)}-start`;
      if (!isBeaconEvent(name) || started.has(name)) return;
      started.add(name);
      // Credited to the page the visitor came from when the form names it (a city's quote page: the city's page).
      send(name, form?.getAttribute('data-count-page') || undefined);
    },
    true,
  );
}
