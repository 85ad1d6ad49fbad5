import { filterByCategory } from '../../lib/portfolio-filter.ts';
import type { Data } from './+data.ts';
import { CategoryFilter } from './CategoryFilter.tsx';
import { ProjectGrid } from './ProjectGrid.tsx';
import { useCategoryParam } from './useCategoryParam.ts';
import { useHydrated } from './useHydrated.ts';

/** The filter and the list it narrows; the count line tells screen-reader users what a button press changed. */
export function PortfolioBrowser({ categories, cards }: Pick<Data, 'categories' | 'cards'>) {
  const [category, select] = useCategoryParam(categories.map((c) => c.slug));
  const shown = filterByCategory(cards, category);
  return (
    <>
      <CategoryFilter categories={categories} selected={category} onSelect={select} enabled={useHydrated()} />
      <p className="mt-4 mb-6 text-sm font-medium text-slate-600" role="status" data-testid="project-count">
        Showing {shown.length} of {cards.length} projects
      </p>
      <ProjectGrid cards={shown} />
    </>
  );
}
