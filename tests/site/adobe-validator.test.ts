import { describe, expect, it } from 'vitest';
import { routes } from '../content.ts';
import { type ValidationIssue, validatePage } from './adobe-validator.ts';
import { graphOf, type Node, read } from './html.ts';

/**
 * Adobe's structured-data validator over every city page (each language) and one page of every other kind in each
 * language: no error, and nothing schema.org's vocabulary lacks (a type or property it does not define is a warning
 * there, and a mistake here: search engines drop what the vocabulary does not know).
 */

// Every city page, then the first page of each other kind in each language.
const pages = routes.filter(
  (r, i) => r.kind === 'city' || routes.findIndex((o) => o.kind === r.kind && o.locale === r.locale) === i,
);

/** The value at a dotted path ("address.addressCountry") of a node. */
const at = (node: unknown, dotted: string) =>
  dotted.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Node)[k] : undefined), node);
const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The validator reads a required path such as jobLocation.address.addressCountry on the node as it is, so a property
 * that holds a list (Google documents one jobLocation per place of work, as an array) reads as missing. Such an issue
 * is kept only when an element of the list does lack the rest of the path: the check the validator means to make.
 */
function misreadList(issue: ValidationIssue, graph: Node[]): boolean {
  const [field] = issue.fieldNames ?? [];
  const [first, ...rest] = field?.split('.') ?? [];
  if (!first || rest.length === 0) return false;
  const nodes = graph.filter((n) => n['@type'] === issue.rootType);
  return (
    nodes.length > 0 &&
    nodes.every((n) => Array.isArray(n[first]) && n[first].every((e: Node) => filled(at(e, rest.join('.')))))
  );
}

describe.each(pages.map((r) => [r.url, r] as const))('%s', (url) => {
  it("passes Adobe's structured-data validator: no error, no type or property schema.org lacks", async () => {
    const html = read(url);
    const issues = await validatePage(html);
    const graph = graphOf(html);
    const wrong = issues
      .filter((i) => i.severity === 'ERROR' || i.errorType === 'schemaOrg')
      .filter((i) => !misreadList(i, graph))
      .map((i) => `${i.rootType}: ${i.issueMessage}`);
    expect(wrong).toEqual([]);
  });
});
