import { LANGUAGE_TAG, type Locale } from '../i18n/locale.ts';
/**
 * Where each trust claim's facts are (decision 22): a badge or sentence saying licensed, insured, guaranteed, warranted
 * or rated links to the section of /guarantee that shows the license number, insurance, terms or review source.
 * The first matching claim wins, so "Licensed & Insured" leads to the license.
 */
export const GUARANTEE_URL = '/guarantee';

/** The sections of /guarantee, by the id each claim links to. */
export const FACT_SECTIONS = ['guarantee', 'warranty', 'license', 'insurance', 'reviews'] as const;
export type FactSection = (typeof FACT_SECTIONS)[number];

// English, then Spanish ("con licencia", "asegurados", "garantía de mano de obra", "calificación de 4.8").
const CLAIMS: [RegExp, FactSection][] = [
  [/\blicen[sc]/i, 'license'],
  [/\binsur|\basegurad|\bseguro\b/i, 'insurance'],
  [/\bwarrant|garant[ií]a de (la )?mano de obra/i, 'warranty'],
  [/\bguarant|\bsatisfaction\b|garant[ií]a|satisfacci[oó]n/i, 'guarantee'],
  [/\b(\d|five)[- ]star\b|\b(top|well|highly)?-?rated\b|\bestrellas\b|\bcalificad|\bcalificaci[oó]n/i, 'reviews'],
];

/** The fact a text claims, or undefined when it claims none of them. */
export function claimOf(text: string): FactSection | undefined {
  return CLAIMS.find(([re]) => re.test(text))?.[1];
}

/** The link from a claim to its facts, or undefined when the text claims none of them. */
export function claimHref(text: string): string | undefined {
  const fact = claimOf(text);
  return fact && `${GUARANTEE_URL}#${fact}`;
}

/** "$75", "$1,200" for a starting price in whole dollars, grouped as the page's language writes numbers. */
export const dollars = (amount: number, locale: Locale = 'en') => `$${amount.toLocaleString(LANGUAGE_TAG[locale])}`;

// One formatter per language: toLocaleString with options makes a new one on every call (15 µs against 0.3 µs), and
// the rating is written on the first screen of every page that shows it.
const ratingFormats = new Map<Locale, Intl.NumberFormat>();

/** "4.9", "5.0": a rating with its decimal, as the page's language writes it. */
export function ratingText(rating: number, locale: Locale): string {
  let format = ratingFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAG[locale], { minimumFractionDigits: 1 });
    ratingFormats.set(locale, format);
  }
  return format.format(rating);
}
