import { MessageSquare, Phone } from 'lucide-react';
import { telHref } from '../lib/site.ts';
import { useMessages, useSite } from './i18n.ts';
import { smsHref } from '../lib/sms.ts';
import { OpenStatus } from './OpenStatus.tsx';

/**
 * The bar fixed to the bottom of a phone's screen (issue 20): call, or text a photo of the job. CSS alone places it,
 * pads the page so it never covers the end of the page, and hides it while a form field has focus (app.css).
 */
export function PhoneBar({ smsBody }: { smsBody: string }) {
  const site = useSite();
  const t = useMessages();
  return (
    <nav aria-label={t.phoneBar.label} className="phone-bar" data-phone-bar>
      <OpenStatus className="w-full text-center text-xs font-semibold text-brand-100" />
      <a href={telHref(site.phone.e164)} className="btn-call min-h-12 flex-1 px-3">
        <Phone className="size-5 shrink-0" aria-hidden="true" />
        {t.phoneBar.call}
      </a>
      <a href={smsHref(site.phone.e164, smsBody)} className="btn-light min-h-12 flex-1 px-3">
        <MessageSquare className="size-5 shrink-0" aria-hidden="true" />
        {t.phoneBar.text}
      </a>
    </nav>
  );
}
