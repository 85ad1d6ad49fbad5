import { useMessages, useSite } from './i18n.ts';
import { Link } from './Link.tsx';

/**
 * The wordmark: a house-and-check mark beside the business name. `tone` is the background it sits on; `compact`
 * shows the mark alone on phones, where the header needs the room for a second button; below 360 px it always
 * does, or the header would be wider than the narrowest phones.
 */
export function Logo({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  const name = tone === 'dark' ? 'text-white' : 'text-brand-900';
  const site = useSite();
  const t = useMessages();
  return (
    <Link
      href={'/'}
      className="flex min-h-11 min-w-11 shrink-0 items-center gap-2.5 rounded-lg"
      aria-label={t.chrome.homeLink}
    >
      <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="#1a4675" />
        <path
          d="M8 19.5 20 9l12 10.5"
          fill="none"
          stroke="#fdba74"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M12 18v12.5h16V18" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" />
        <path
          d="m15.5 24 3.2 3.2 6-6.2"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={`max-w-[7.5rem] text-[1.05rem] leading-[1.1] font-extrabold tracking-tight sm:max-w-none ${name} ${compact ? 'max-sm:sr-only' : 'max-[359px]:sr-only'}`}
      >
        {site.businessName}
      </span>
    </Link>
  );
}
