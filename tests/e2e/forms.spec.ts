import { storedEntries } from '../forms-db.ts';
import { browserApplication, sendApplicationForm, sendNewsletterForm } from '../forms-in-browser.ts';
import { expect, test } from './offline.ts';

// Both forms sent in the browser to `npm start` (the Playwright web server): each lands as a row of its table in
// .data/forms.sqlite, with and without JavaScript.
const unique = (kind: string) => `${kind}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the application form stores a row', async ({ page, baseURL }) => {
      const email = unique('apply');
      expect(await sendApplicationForm(page, baseURL!, email)).toBe(201);
      expect(storedEntries('applications', email)).toEqual([
        expect.objectContaining({ ...browserApplication, email, contractorAgreement: true }),
      ]);
    });

    test('the newsletter form stores a row', async ({ page, baseURL }) => {
      const email = unique('news');
      expect(await sendNewsletterForm(page, baseURL!, email)).toBe(201);
      expect(storedEntries('newsletter', email)).toEqual([expect.objectContaining({ email })]);
    });
  });
}
