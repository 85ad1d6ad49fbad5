import { expect, it } from 'vitest';
import { fitTitle, postTitle, projectTitle, TITLE_MAX } from '../../src/lib/page-title.ts';
import { en, es } from '../copy.ts';

const B = 'Florida Fix-It Pros';

it(`keeps a title within the ${TITLE_MAX} characters search results show, dropping the business's name first`, () => {
  expect(fitTitle(`Handyman Services in Boca Raton, FL | ${B}`, B)).toBe(`Handyman Services in Boca Raton, FL | ${B}`);
  expect(fitTitle(`Handyman Services in Jupiter Inlet Colony, FL | ${B}`, B)).toBe(
    'Handyman Services in Jupiter Inlet Colony, FL',
  );
  expect(fitTitle(`${B} | Handyman & Home Improvement, South Florida`, B)).toBe(
    'Handyman & Home Improvement, South Florida',
  );
});

it('then drops trailing " | " parts, then a subtitle after ": ", and leaves what rules cannot shorten', () => {
  expect(fitTitle('Blog de mejoras del hogar | Consejos para dueños de casa en la Florida', B)).toBe(
    'Blog de mejoras del hogar',
  );
  expect(fitTitle('Cómo contratar a un handyman en la Florida: guía para dueños de casa', B)).toBe(
    'Cómo contratar a un handyman en la Florida',
  );
  expect(fitTitle('x'.repeat(TITLE_MAX + 1), B)).toBe('x'.repeat(TITLE_MAX + 1));
});

it("writes a project's title in the page's language, with its place when it fits", () => {
  expect(projectTitle('Condo Kitchen Update', 'Boca Raton, FL', B, en.portfolio.projectTitle)).toBe(
    `Condo Kitchen Update in Boca Raton, FL | ${B}`,
  );
  expect(projectTitle('Papel tapiz en el medio baño', 'Delray Beach, FL', B, es.portfolio.projectTitle)).toBe(
    'Papel tapiz en el medio baño en Delray Beach, FL',
  );
  expect(
    projectTitle('Home Office Built-In Desk and Cabinets', 'Palm Beach Gardens, FL', B, en.portfolio.projectTitle),
  ).toBe(`Home Office Built-In Desk and Cabinets | ${B}`);
});

it('names the business after a blog post headline only when both fit', () => {
  expect(postTitle('Caulking a Tub', B)).toBe(`Caulking a Tub | ${B}`);
  expect(postTitle("How to Hire a Handyman in Florida: A Homeowner's Guide", B)).toBe(
    "How to Hire a Handyman in Florida: A Homeowner's Guide",
  );
});
