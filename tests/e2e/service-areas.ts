/** Shared by the service areas' browser tests (service-areas*.spec.ts, city-page.spec.ts): the search and its words. */
import type { Page } from '@playwright/test';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { cities } from '../content.ts';

export const noMatchText = contentFor('en').serviceAreas.search.noMatch;

/** The search box, as soon as the page is there: the island wakes up when the box is first used (README, decisions). */
export async function openSearch(page: Page, url = '/service-areas') {
  await page.goto(url);
  return page.getByRole('combobox', { name: words('en').label });
}
export const options = (page: Page) => page.getByRole('listbox').getByRole('option');
export const slugOf = (label: string) => cities.find((c) => c.cityName === label)!.citySlug;
/** The words of the search in each language (data/pages/service-areas.yaml and .es.yaml). */
export const words = (locale: 'en' | 'es') => contentFor(locale).serviceAreas.search;
export const didYouMean = (city: string, locale: 'en' | 'es' = 'en') =>
  words(locale).didYouMean.replace('{city}', city);
