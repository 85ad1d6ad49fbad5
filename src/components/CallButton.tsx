import { Phone } from 'lucide-react';
import { site, telHref } from '../lib/site.ts';

/** The main call to action of every screen: a tel: link to the business, with the number visible. */
export function CallButton({ label = 'Call', className = 'btn-call' }: { label?: string; className?: string }) {
  return (
    <a href={telHref(site.phone.e164)} className={className}>
      <Phone className="size-5 shrink-0" aria-hidden="true" />
      <span>
        {label} <span className="whitespace-nowrap">{site.phone.display}</span>
      </span>
    </a>
  );
}
