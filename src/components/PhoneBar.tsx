import { telHref } from '../lib/page/site.ts';
import { smsHref } from '../lib/page/sms.ts';
import { MENU_ID } from './Header.tsx';
import { useMessages, useSite } from './i18n.ts';
import { Menu, MessageSquare, Phone } from './icons.ts';
import { Link } from './Link.tsx';
import { useQuoteHref } from './QuoteLink.tsx';

/**
 * The one bar fixed to the bottom of a phone's screen, 64 px tall: call, get a quote, and in compact form text a photo
 * of the job and the menu (which holds the open-now line), since the header scrolls away on phones. CSS alone places
 * it, pads the page so it never covers the end of the page, and hides it while a form field has focus (app.css).
 */
export function PhoneBar({ smsBody }: { smsBody: string }) {
  const site = useSite();
  const t = useMessages();
  const quoteHref = useQuoteHref();
  return (
    <nav aria-label={t.phoneBar.label} className="phone-bar" data-phone-bar>
      <a href={telHref(site.phone.e164)} className="btn-call min-h-12 min-w-0 flex-1 gap-1.5 px-2">
        <Phone className="size-5 shrink-0" aria-hidden="true" />
        {t.phoneBar.call}
      </a>
      <Link href={quoteHref} className="btn-light min-h-12 min-w-0 flex-[1.3] px-2">
        {t.phoneBar.quote}
      </Link>
      <a href={smsHref(site.phone.e164, smsBody)} className="phone-bar-icon">
        <MessageSquare className="size-6" aria-hidden="true" />
        <span className="sr-only">{t.phoneBar.text}</span>
      </a>
      <button type="button" popoverTarget={MENU_ID} className="phone-bar-icon">
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">{t.chrome.menu}</span>
      </button>
    </nav>
  );
}
