import { useMessages } from '../../components/i18n.ts';
import { Link } from '../../components/Link.tsx';
import type { Data } from './+data.ts';

const chip =
  'inline-flex min-h-11 shrink-0 snap-start items-center rounded-full border-2 border-slate-300 bg-white px-4 text-sm font-semibold whitespace-nowrap text-brand-900 transition-colors hover:border-brand-700 aria-[current=page]:border-brand-900 aria-[current=page]:bg-brand-900 aria-[current=page]:text-white';

/**
 * The filter, All Projects first. Links to pre-rendered filtered views rather than buttons: they work
 * without JavaScript, can be shared, and Back walks through them; the one on show is marked as the current page.
 */
export function CategoryFilter({
  allHref,
  categories,
  selected,
}: {
  allHref: string;
  categories: Data['categories'];
  selected: string | null;
}) {
  const t = useMessages().portfolio;
  const options = [{ slug: null, label: t.all, href: allHref }, ...categories];
  return (
    <nav
      aria-label={t.filter}
      className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-3 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {options.map((c) => (
        <Link
          key={c.slug ?? 'all'}
          href={c.href}
          className={chip}
          aria-current={selected === c.slug ? 'page' : undefined}
        >
          {c.label}
        </Link>
      ))}
    </nav>
  );
}
