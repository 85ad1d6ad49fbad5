import fs from 'node:fs';
import path from 'node:path';
import { TRANSLATIONS } from '../../src/lib/i18n/locale.ts';
import { geoErrors } from './county-boxes.ts';
import type { DataError } from './data-error.ts';
import { walkStrings } from './file-checks.ts';
import type { SourceFile } from './load.ts';
import type { Loaded } from './load-collections.ts';
import { at, fieldName } from './locate.ts';
import { isPhotoField } from './placeholders.ts';
import { priceGuideErrors } from './price-checks.ts';
import { scheduleErrors } from './schedule-checks.ts';
import { keptSimilarPairs, MAX_SHARED_SHINGLES, type SimilarPair, similarPairs } from './similarity.ts';
import { marketErrors } from './warnings.ts';

type Records = Loaded['records'];
const IMAGE = /^[a-z0-9\-/]+\.(jpg|jpeg|png|webp|avif|svg)$/;
const SERVICE_LINK = /^\/services\/([a-z0-9-]+)$/;

/**
 * Checks that need more than one file: references resolve, ids and aliases are unique, images exist, cities lie in their
 * county. `keep`: a run that writes generated/ keeps what it compared for the next (`npm run validate` writes nothing).
 */
export function crossCheck(root: string, loaded: Map<string, Loaded>, { keep = false } = {}): DataError[] {
  const errors: DataError[] = [];
  const recs = (name: string): Records => loaded.get(name)?.records ?? [];
  const services = new Set(recs('services').map((r) => String(r.data.slug)));
  const categories = new Set(
    ((recs('projectCategories')[0]?.data.categories ?? []) as { slug: string }[]).map((c) => c.slug),
  );

  for (const l of loaded.values()) {
    for (const { src, data } of l.records) {
      walkStrings(data, [], (value, segs) => {
        // A missing photo of a project, a post or the home hero is drawn until it exists (scripts/codegen/placeholders.ts).
        if (
          IMAGE.test(value) &&
          !isPhotoField(l.collection.name, segs) &&
          !fs.existsSync(path.join(root, 'data/images', value))
        ) {
          errors.push(
            at(
              src,
              segs,
              `${fieldName(segs)} names the image "${value}", but data/images/${value} does not exist. Add the file or correct the name.`,
            ),
          );
        }
        const svc = SERVICE_LINK.exec(value);
        if (svc && services.size && !services.has(svc[1])) {
          errors.push(
            at(
              src,
              segs,
              `${fieldName(segs)} links to ${value}, but there is no service "${svc[1]}" (data/services/${svc[1]}.yaml). Known services: ${[...services].join(', ')}.`,
            ),
          );
        }
      });
    }
  }

  for (const { src, data } of recs('quote')) {
    ((data.popularServices as { items?: string[] } | undefined)?.items ?? []).forEach((slug, i) => {
      if (services.size && !services.has(slug))
        errors.push(
          at(
            src,
            ['popularServices', 'items', String(i)],
            `popularServices.items[${i}] is "${slug}", which is not a service. Known services: ${[...services].join(', ')}.`,
          ),
        );
    });
  }
  for (const { src, data } of recs('projects')) {
    if (categories.size && !categories.has(String(data.category))) {
      errors.push(
        at(
          src,
          ['category'],
          `category is "${String(data.category)}", which is not in data/project-categories.yaml. Known categories: ${[...categories].join(', ')}.`,
        ),
      );
    }
  }
  errors.push(...uniqueAcrossCities(recs('cities')));
  errors.push(...doorwayGuard(recs('cities'), keep));
  errors.push(...geoErrors(recs('cities')));
  errors.push(...marketErrors(loaded));
  errors.push(...priceGuideErrors(loaded));
  errors.push(...scheduleErrors(loaded));
  return errors;
}

function uniqueAcrossCities(cities: Records): DataError[] {
  const errors: DataError[] = [];
  const seen = new Map<string, { file: string }>();
  for (const { src, data } of cities) {
    const names: [string, string[]][] = [
      [String(data.cityName), ['cityName']],
      ...((data.aliases as string[]) ?? []).map((a, i): [string, string[]] => [a, ['aliases', String(i)]]),
    ];
    for (const [name, segs] of names) {
      const key = name.toLowerCase();
      const first = seen.get(key);
      if (first && first.file !== src.file) {
        errors.push(
          at(
            src,
            segs,
            `${fieldName(segs)} "${name}" is already used by ${first.file}: the search box could not tell the two cities apart. Remove or change one of them.`,
          ),
        );
      } else seen.set(key, { file: src.file });
    }
  }
  return errors;
}

/** The doorway check within each language: a Spanish intro is compared with the other Spanish intros, and so on. */
function doorwayGuard(cities: Records, keep: boolean): DataError[] {
  const copies = (locale: string, records: { src: SourceFile; data: Record<string, unknown> }[]) => {
    const intros = new Map(records.map((r) => [r.src.file, String(r.data.intro)]));
    const pairs = keep
      ? keptSimilarPairs(`intros-${locale}`, intros, MAX_SHARED_SHINGLES)
      : similarPairs(intros, MAX_SHARED_SHINGLES);
    return introCopies(records, pairs);
  };
  const inEach = TRANSLATIONS.map((locale) =>
    copies(
      locale,
      cities.flatMap((r) => r.translations?.[locale] ?? []),
    ),
  );
  return [...copies('en', cities), ...inEach.flat()];
}

function introCopies(cities: { src: SourceFile; data: Record<string, unknown> }[], pairs: SimilarPair[]): DataError[] {
  const byFile = new Map(cities.map((r) => [r.src.file, r]));
  // One error per copy, against the text it shares most with (pairs come highest first).
  const reported = new Set<string>();
  return pairs
    .filter((p) => !reported.has(p.b) && reported.add(p.b))
    .map((p) => {
      const later = byFile.get(p.b)!;
      const pct = Math.round(p.share * 100);
      return at(
        later.src,
        ['intro'],
        `intro shares ${pct}% of its 5-word phrases with the intro of ${p.a} (at most ${MAX_SHARED_SHINGLES * 100}% allowed): search engines treat near-copies as doorway pages. Rewrite it for ${String(later.data.cityName)} alone.`,
      );
    });
}
