import { useMessages } from '../../components/i18n.ts';
import { fill } from '../../lib/i18n/i18n.ts';
import type { Data } from './+data.ts';
import { CategoryFilter } from './CategoryFilter.tsx';
import { ProjectGrid } from './ProjectGrid.tsx';

/** The filter and the list it narrows; the count line says what the chosen filter shows. */
export function PortfolioBrowser({
  allHref,
  categories,
  selected,
  total,
  cards,
}: Pick<Data, 'allHref' | 'categories' | 'selected' | 'total' | 'cards'>) {
  const t = useMessages().portfolio;
  return (
    <>
      <CategoryFilter allHref={allHref} categories={categories} selected={selected} />
      <p className="mt-4 mb-6 text-sm font-medium text-slate-600" data-testid="project-count">
        {fill(t.showing, { count: cards.length, total })}
      </p>
      <ProjectGrid cards={cards} />
    </>
  );
}
