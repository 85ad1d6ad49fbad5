import type { Data } from './+data.ts';

const chip = 'min-h-11 shrink-0 snap-start cursor-pointer rounded-full border-2 border-slate-300 bg-white px-4 text-sm font-semibold whitespace-nowrap text-brand-900 transition-colors hover:border-brand-700 aria-pressed:border-brand-900 aria-pressed:bg-brand-900 aria-pressed:text-white disabled:cursor-default';

/**
 * SPEC 2.13: the filter buttons, All Projects first. Toggle buttons (aria-pressed) rather than links: they change
 * the list in place. They stay disabled until the page's JavaScript runs, since without it they could do nothing.
 */
export function CategoryFilter({ categories, selected, onSelect, enabled }: { categories: Data['categories']; selected: string | null; onSelect: (slug: string | null) => void; enabled: boolean }) {
  const options = [{ slug: null, label: 'All Projects' }, ...categories];
  return (
    <div role="group" aria-label="Filter projects by category" className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-3 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
      {options.map((c) => (
        <button key={c.slug ?? 'all'} type="button" className={chip} aria-pressed={selected === c.slug} disabled={!enabled} onClick={() => onSelect(c.slug)}>
          {c.label}
        </button>
      ))}
    </div>
  );
}
