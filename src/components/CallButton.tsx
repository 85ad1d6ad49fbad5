import { telHref } from '../lib/page/site.ts';
import { useMessages, useSite } from './i18n.ts';
import { Phone } from './icons.ts';

/** The main call to action of every screen: a tel: link to the business, with the number visible. */
export function CallButton({ label, className = 'btn-call' }: { label?: string; className?: string }) {
  const site = useSite();
  const t = useMessages();
  return (
    <a href={telHref(site.phone.e164)} className={className}>
      <Phone className="size-5 shrink-0" aria-hidden="true" />
      <span>
        {label ?? t.chrome.call} <span className="whitespace-nowrap">{site.phone.display}</span>
      </span>
    </a>
  );
}
