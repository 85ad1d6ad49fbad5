import { describe, expect, it } from 'vitest';
import { projectCategories, projects } from '../../../src/lib/content.ts';
import { filterByCategory } from '../../../src/lib/routing/portfolio-filter.ts';

describe('filterByCategory', () => {
  const items = [
    { id: 'a', category: 'x' },
    { id: 'b', category: 'y' },
    { id: 'c', category: 'x' },
  ];
  it('keeps the items of the category in order, and every item for All Projects', () => {
    expect(filterByCategory(items, 'x').map((i) => i.id)).toEqual(['a', 'c']);
    expect(filterByCategory(items, null).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
  it('returns an empty list for a category without items', () => {
    expect(filterByCategory(items, 'z')).toEqual([]);
  });
  it('splits the real projects so that the categories add up to all of them', () => {
    const total = projectCategories.categories.reduce((n, c) => n + filterByCategory(projects, c.slug).length, 0);
    expect(total).toBe(projects.length);
  });
});
