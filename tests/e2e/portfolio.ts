import type { Page } from '@playwright/test';
import { projectCategories, projects } from '../../src/lib/content.ts';
import { en, exactly } from '../copy.ts';

/** Shared by the portfolio's browser tests (portfolio.spec.ts, project-page.spec.ts, project-gallery.spec.ts). */
export const labelOf = (slug: string) => projectCategories.categories.find((c) => c.slug === slug)!.label;
export const cards = (page: Page) => page.getByTestId('project-grid').locator(':scope > li');
export const filters = (page: Page) => page.getByRole('navigation', { name: en.portfolio.filter }).getByRole('link');
export const filterLink = (page: Page, name: string) => filters(page).filter({ hasText: exactly(name) });
export const inCategory = (slug: string) => projects.filter((p) => p.category === slug);

/** The project whose page the project tests open: it has several photos. */
export const condo = projects.find((p) => p.id === 'condo-kitchen-update')!;
export const mainImage = (page: Page) => page.getByTestId('gallery').locator('img');
export const counter = (page: Page) => page.getByTestId('gallery-counter');
