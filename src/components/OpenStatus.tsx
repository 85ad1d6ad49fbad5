import { openStatusTexts } from '../lib/i18n/hours.ts';
import { LANGUAGE_TAG } from '../lib/i18n/locale.ts';
import { useLocale, useMessages, useSite } from './i18n.ts';

/**
 * "Open now until 6 PM" / "Opens at 8 AM", in Florida time: src/client/open-status.ts fills it in from the hours it
 * carries, since only the visitor's clock knows the time. Without JavaScript it stays hidden and the hours beside it,
 * printed as text, say the same.
 */
export function OpenStatus({ className = '' }: { className?: string }) {
  const site = useSite();
  const hours = site.hours.map(({ days, opens, closes }) => ({ days, opens, closes }));
  const texts = openStatusTexts(useMessages().openStatus, hours, LANGUAGE_TAG[useLocale()]);
  // The class, not the hidden attribute: React writes hidden="", which html-validate rejects.
  return (
    <p
      className={`hidden ${className}`}
      data-open-status={JSON.stringify(hours)}
      data-open-texts={JSON.stringify(texts)}
      aria-live="polite"
    />
  );
}
