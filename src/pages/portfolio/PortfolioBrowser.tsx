import type { Data } from './+data.ts';
import { CategoryFilter } from './CategoryFilter.tsx';
import { ProjectGrid } from './ProjectGrid.tsx';

/** The filter and the list it narrows; the count line says what the chosen filter shows. */
export function PortfolioBrowser({ categories, selected, total, cards }: Pick<Data, 'categories' | 'selected' | 'total' | 'cards'>) {
  return (
    <>
      <CategoryFilter categories={categories} selected={selected} />
      <p className="mt-4 mb-6 text-sm font-medium text-slate-600" data-testid="project-count">
        Showing {cards.length} of {total} projects
      </p>
      <ProjectGrid cards={cards} />
    </>
  );
}
