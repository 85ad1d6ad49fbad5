import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

/**
 * Adobe's structured-data validator (@adobe/structured-data-validator) over a built page, as its README runs it: the
 * page's structured data extracted by @marbec/web-auto-extractor, then checked against Google's rich-result rules (its
 * handlers per type) and against schema.org's vocabulary (every type and property must exist). The package asks for
 * the vocabulary at run time from schema.org; tests never reach the internet, so it reads the release kept in
 * tests/fixtures/schema-org/.
 */
const VOCABULARY = path.resolve(import.meta.dirname, '../fixtures/schema-org/schemaorg-all-https-30.0.jsonld.gz');
const vocabulary: unknown = JSON.parse(zlib.gunzipSync(fs.readFileSync(VOCABULARY)).toString('utf8'));

export type { ValidationIssue };

/** Every issue the validator finds in a page's HTML (JSON-LD, microdata and RDFa), errors and warnings alike. */
export async function validatePage(html: string): Promise<ValidationIssue[]> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  return new Validator(vocabulary).validate(extracted);
}
