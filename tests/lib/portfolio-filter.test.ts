import { describe, expect, it } from 'vitest';
import { categoryFromSearch, filterByCategory, searchForCategory } from '../../src/lib/portfolio-filter.ts';
import { projectCategories, projects } from '../../src/lib/content.ts';

const known = ['kitchen-remodeling', 'tile-repair'];

describe('categoryFromSearch', () => {
  it('reads a known category from the query', () => {
    expect(categoryFromSearch('?category=kitchen-remodeling', known)).toBe('kitchen-remodeling');
    expect(categoryFromSearch('?utm_source=x&category=tile-repair', known)).toBe('tile-repair');
  });
  it('means All Projects (null) without a category, with an empty one or an unknown one', () => {
    expect(categoryFromSearch('', known)).toBeNull();
    expect(categoryFromSearch('?category=', known)).toBeNull();
    expect(categoryFromSearch('?category=pool-repair', known)).toBeNull();
    expect(categoryFromSearch('?other=kitchen-remodeling', known)).toBeNull();
  });
});

describe('searchForCategory', () => {
  it('sets, replaces and removes the category, keeping other parameters', () => {
    expect(searchForCategory('', 'tile-repair')).toBe('?category=tile-repair');
    expect(searchForCategory('?category=tile-repair', 'kitchen-remodeling')).toBe('?category=kitchen-remodeling');
    expect(searchForCategory('?category=tile-repair', null)).toBe('');
    expect(searchForCategory('?utm_source=mail&category=tile-repair', null)).toBe('?utm_source=mail');
  });
  it('round-trips with categoryFromSearch', () => {
    for (const slug of known) expect(categoryFromSearch(searchForCategory('?a=1', slug), known)).toBe(slug);
  });
});

describe('filterByCategory', () => {
  const items = [{ id: 'a', category: 'x' }, { id: 'b', category: 'y' }, { id: 'c', category: 'x' }];
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
