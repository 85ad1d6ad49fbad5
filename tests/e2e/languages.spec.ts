import { messages } from '../../src/content/messages.ts';
import { routes } from '../../src/content/routes.ts';
import { switchTarget } from '../../src/lib/routing/language-switch.ts';
import { byUrl, es, exactly, spanish, stays, switchTo } from './languages.ts';
import { expect, test } from './offline.ts';

// The Spanish site in the browser: the header's language switch, the remembered choice, the Spanish portfolio; its
// forms are in languages-forms.spec.ts. Where each page's switch leads is read from every built page
// (tests/site/languages.test.ts); here it is followed there and back. Every page has the same switch (the header's
// markup and script), so three kinds are followed, the first, middle and last of the route list's translated kinds:
// one page of each of the 19 kinds took 38 s of a busy machine for the same two taps.
const kinds = [...new Map(stays.filter((r) => r.alternates.en).map((r) => [r.kind, r])).values()];
const pairs = [...new Set([kinds[0], kinds[Math.floor(kinds.length / 2)], kinds[kinds.length - 1]])];

test.describe('the language switch', () => {
  test(`leads from a translated page to its Spanish version and back (${pairs.map((r) => r.kind).join(', ')})`, async ({
    page,
  }) => {
    // Two loads a page; a busy 2-core CI machine takes up to a few seconds for each.
    test.setTimeout(pairs.length * 8_000 + 10_000);
    for (const r of pairs) {
      await page.goto(r.alternates.en!);
      await switchTo(page, 'es');
      await expect(page, r.alternates.en).toHaveURL(exactly(r.url));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await switchTo(page, 'en');
      await expect(page, r.url).toHaveURL(exactly(r.alternates.en!));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });

  test('leads from a page with no Spanish version to the Spanish page of its section, else the Spanish home page', async ({
    page,
  }) => {
    // One page of each kind that has no Spanish version: a city, its plain page, the unknown-city page...
    const kinds = new Map(routes.filter((r) => r.locale === 'en' && !r.alternates.es).map((r) => [r.kind, r]));
    expect([...kinds.keys()]).toContain('city');
    for (const english of kinds.values()) {
      await page.goto(english.url);
      await switchTo(page, 'es');
      const expected = switchTarget(english, 'es', (url) => byUrl.get(url)?.alternates);
      await expect(page, english.url).toHaveURL(exactly(expected));
      if (english.kind === 'city') expect(expected).toBe(spanish.find((r) => r.kind === 'service-areas')!.url);
    }
  });

  test('is remembered without a cookie: the English home page opens the Spanish one until English is chosen', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await switchTo(page, 'es');
    await expect(page).toHaveURL(exactly('/es'));
    await page.goto('/');
    await expect(page).toHaveURL(exactly('/es'));
    // Any other address opens as asked: a shared link, a crawler.
    await page.goto('/about');
    await expect(page).toHaveURL(exactly('/about'));
    await switchTo(page, 'es');
    await switchTo(page, 'en');
    await page.goto('/');
    await expect(page).toHaveURL(exactly('/'));
    expect(await context.cookies()).toEqual([]);
  });
});

test.describe('the Spanish portfolio', { tag: '@desktop' }, () => {
  const t = messages.es!.portfolio;
  const list = spanish.find((r) => r.kind === 'portfolio')!;
  const category = spanish.find((r) => r.kind === 'portfolio-category')!;
  const label = es.projectCategories.categories.find((c) => c.slug === category.id)!.label;

  test('filters by category through Spanish addresses, with Spanish words', async ({ page }) => {
    await page.goto(list.url);
    const filter = page.getByRole('navigation', { name: t.filter });
    await expect(filter.getByRole('link').first()).toHaveText(t.all);
    await filter.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(exactly(category.url));
    const shown = es.projects.filter((p) => p.category === category.id);
    await expect(page.getByTestId('project-grid').getByRole('heading')).toHaveText(shown.map((p) => p.title));
    await page.getByTestId('project-grid').getByRole('link').first().click();
    await expect(page).toHaveURL(
      exactly(byUrl.get(routes.find((r) => r.kind === 'project' && r.id === shown[0].id)!.url)!.alternates.es!),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown[0].title);
  });

  test('an unknown Spanish project address answers 404 in Spanish and ends at the Spanish portfolio', async ({
    page,
    request,
  }) => {
    const response = await request.get(`${list.url}/no-existe`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(`<meta http-equiv="refresh" content="0; url=${list.url}"/>`);
    await page.goto(`${list.url}/no-existe`, { waitUntil: 'commit' });
    await page.waitForURL(exactly(list.url));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.portfolioPage.heading);
  });

  test("the project's gallery speaks Spanish once it wakes up", async ({ page }) => {
    const project = es.projects.find((p) => p.images.length > 1)!;
    await page.goto(byUrl.get(`/portfolio/${project.id}`)!.alternates.es!);
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByRole('img', { name: project.images[1].alt, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: t.photos })).toBeVisible();
  });
});
