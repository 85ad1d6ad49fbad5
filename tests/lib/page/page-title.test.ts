import { expect, it } from 'vitest';
import { fitTitle, postTitle, projectTitle, TITLE_MAX } from '../../../src/lib/page/page-title.ts';
import { en, es } from '../../copy.ts';

const B = 'Florida Fix-It Pros';

it(`keeps a title within the ${TITLE_MAX} characters search results show, with the business's name where it fits`, () => {
  expect(fitTitle(`Handyman Services in Boca Raton, FL | ${B}`, B)).toBe(`Handyman Services in Boca Raton, FL | ${B}`);
  expect(fitTitle(`Handyman Services in Jupiter Inlet Colony, FL | ${B}`, B)).toBe(
    'Handyman Services in Jupiter Inlet Colony, FL',
  );
  expect(fitTitle('Quiénes somos', B)).toBe(`Quiénes somos | ${B}`);
  expect(fitTitle('Page not found', B)).toBe(`Page not found | ${B}`);
});

it("drops a tagline, after the page's name or the business's, before the business's name", () => {
  expect(fitTitle('Home Improvement Blog | Tips for Florida Homeowners', B)).toBe(`Home Improvement Blog | ${B}`);
  expect(fitTitle('Blog de mejoras del hogar | Consejos para dueños de casa en la Florida', B)).toBe(
    `Blog de mejoras del hogar | ${B}`,
  );
  expect(fitTitle(`Quiénes somos | ${B}, handyman del sur de Florida`, B)).toBe(`Quiénes somos | ${B}`);
  expect(fitTitle(`About Us | ${B}, South Florida Handyman`, B)).toBe(`About Us | ${B}, South Florida Handyman`);
});

it('keeps the name of a title that leads with it, cutting what follows its last comma', () => {
  expect(fitTitle(`${B} | Handyman & Home Improvement, South Florida`, B)).toBe(`${B} | Handyman & Home Improvement`);
  expect(fitTitle(`${B} | Handyman y mejoras del hogar, sur de Florida`, B)).toBe(
    `${B} | Handyman y mejoras del hogar`,
  );
});

it('then drops a subtitle after ": ", takes the name back when that made room, and leaves what rules cannot shorten', () => {
  expect(fitTitle(`Cómo contratar a un handyman en la Florida: guía para dueños de casa | ${B}`, B)).toBe(
    'Cómo contratar a un handyman en la Florida',
  );
  expect(fitTitle('Handyman Jobs: pay per job, weekly payouts and the hours you choose', B)).toBe(
    `Handyman Jobs | ${B}`,
  );
  expect(fitTitle('x'.repeat(TITLE_MAX + 1), B)).toBe('x'.repeat(TITLE_MAX + 1));
});

it('gives a fitted title back unchanged (pages fit their own titles, and the head fits every title again)', () => {
  for (const t of [
    'Quiénes somos',
    `${B} | Handyman & Home Improvement, South Florida`,
    `Cómo contratar a un handyman en la Florida: guía para dueños de casa | ${B}`,
    'Home Improvement Blog | Tips for Florida Homeowners',
  ])
    expect(fitTitle(fitTitle(t, B), B)).toBe(fitTitle(t, B));
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
