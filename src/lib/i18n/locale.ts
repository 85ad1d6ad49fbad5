/**
 * The site's languages, from their one table, data/languages.json (checked against schemas/languages.schema.json by
 * codegen): the first is the default, with unprefixed addresses; each other one has its pages under `/<prefix>`.
 * A JSON file rather than YAML because codegen itself and the pages both read it before anything is generated.
 * docs/decisions/0047-languages-from-data.md; the Spanish site: docs/decisions/0040-spanish-site.md.
 */
import table from '../../../data/languages.json' with { type: 'json' };

/** A language's code (`en`, `es`): a row of data/languages.json. */
export type Locale = string;
export type Translation = Locale;
export type Language = (typeof table.languages)[number];

export const LANGUAGES: Language[] = table.languages;
export const LOCALES: Locale[] = LANGUAGES.map((l) => l.code);
/** The default language: its files have no language in their name and its addresses no prefix. */
export const DEFAULT_LOCALE: Locale = LOCALES[0];
export const TRANSLATIONS: Translation[] = LOCALES.slice(1);

const byCode = (pick: (l: Language) => string): Record<Locale, string> =>
  Object.fromEntries(LANGUAGES.map((l) => [l.code, pick(l)]));
/** BCP 47 tags for `<html lang>`, hreflang and `Intl` (US Spanish: dates and money as people here read them). */
export const LANGUAGE_TAG = byCode((l) => l.tag);
/** Open Graph's locale format. */
export const OG_LOCALE = byCode((l) => l.ogLocale);
/** The language's own name, for the switch that leads to it. */
export const LANGUAGE_NAME = byCode((l) => l.name);
/** The first segment of a translation's addresses (`es`), by code. */
const PREFIX = byCode((l) => l.prefix);
/** The root of a language's pages: `/` for the default, `/es` for Spanish. */
export const rootOf = (locale: Locale) => (PREFIX[locale] ? `/${PREFIX[locale]}` : '/');
/** The language's row of the table. */
export const languageOf = (locale: Locale): Language => LANGUAGES.find((l) => l.code === locale)!;

/** The locale of a site path: `/es` and `/es/…` are Spanish, anything else the default language. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return LANGUAGES.find((l) => l.prefix && l.prefix === first)?.code ?? DEFAULT_LOCALE;
}

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && LOCALES.includes(value);
