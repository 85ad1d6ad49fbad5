import { expect, it } from 'vitest';
import { postTitle, projectTitle } from '../../src/lib/page-title.ts';

it('keeps project titles within the 70 characters search results show', () => {
  expect(projectTitle('Condo Kitchen Update', 'Boca Raton, FL', 'Florida Fix-It Pros')).toBe(
    'Condo Kitchen Update in Boca Raton, FL | Florida Fix-It Pros',
  );
  expect(projectTitle('Home Office Built-In Desk and Cabinets', 'Palm Beach Gardens, FL', 'Florida Fix-It Pros')).toBe(
    'Home Office Built-In Desk and Cabinets in Palm Beach Gardens, FL',
  );
  expect(projectTitle('x'.repeat(80), 'Naples, FL', 'B')).toBe('x'.repeat(80));
});

it('names the business after a blog post headline only when both fit in 70 characters', () => {
  expect(postTitle('Caulking a Tub', 'Florida Fix-It Pros')).toBe('Caulking a Tub | Florida Fix-It Pros');
  expect(postTitle("How to Hire a Handyman in Florida: A Homeowner's Guide", 'Florida Fix-It Pros')).toBe(
    "How to Hire a Handyman in Florida: A Homeowner's Guide",
  );
});
