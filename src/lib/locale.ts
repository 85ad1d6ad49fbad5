/**
 * The site's languages (docs/decisions/0040-spanish-site.md): English first, the default with unprefixed addresses,
 * then each translation, whose pages live under `/<locale>`. Codegen, routing and the pages all read this list.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export type Translation = Exclude<Locale, 'en'>;
export const TRANSLATIONS = LOCALES.slice(1) as Translation[];

/** BCP 47 tags for `<html lang>`, hreflang and `Intl` (US Spanish: dates and money as people here read them). */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-US', es: 'es-US' };
/** Open Graph's locale format. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US' };
/** The language's own name, for the switch that leads to it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The locale of a site path: `/es` and `/es/…` are Spanish, anything else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return (TRANSLATIONS as string[]).includes(first) ? (first as Locale) : 'en';
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
