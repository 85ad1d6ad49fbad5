import type { OpeningHours, OpenStatusTexts } from '../widgets/open-status.ts';

/**
 * A time of day, or a range of two, as the site writes it from Intl's parts, alike on every host's ICU: plain spaces
 * (ICU puts narrow no-break ones, and thin ones around a range's dash in workerd), " – " between the two times, and in
 * Spanish the day periods as US Spanish speakers write them, "a. m." and "p. m." (ICU's es-US says "a.m.").
 */
export function timeText(parts: readonly Intl.DateTimeFormatPart[], lang: string): string {
  const spanish = lang.startsWith('es');
  return parts
    .map((p) => {
      if (p.type === 'dayPeriod' && spanish) return /^p/i.test(p.value) ? 'p. m.' : 'a. m.';
      if (p.type === 'literal' && /^\s*[–-]\s*$/.test(p.value)) return ' – ';
      return p.value;
    })
    .join('')
    .replace(/[\u2009\u202f\u00a0]/g, ' ');
}

/** "08:00" -> "8:00 AM" (`en-US`), "8:00 a. m." (`es-US`): how the business hours of data/site.yaml read on a page. */
export function formatTime(hhmm: string, lang = 'en-US', short = false): string {
  const key = `${lang} ${hhmm} ${short}`;
  const known = written.get(key);
  if (known !== undefined) return known;
  const [h, m] = hhmm.split(':').map(Number);
  const format = formatter(lang, {
    hour: 'numeric',
    minute: short && m === 0 ? undefined : '2-digit',
    timeZone: 'UTC',
  });
  const text = timeText(format.formatToParts(Date.UTC(2024, 0, 1, h, m)), lang);
  written.set(key, text);
  return text;
}

/**
 * Each time and weekday as written, by language: every page writes the same few hours, and formatting them again
 * took 3% of a city page's rendering time.
 */
const written = new Map<string, string>();

/**
 * Every page writes the hours several times, and making an Intl.DateTimeFormat costs some 50 times more than using
 * one: made once per language and form, they took a tenth of a city page's rendering time before.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  const format = formatters.get(key) ?? new Intl.DateTimeFormat(lang, options);
  formatters.set(key, format);
  return format;
}

type Hours = { label: string; opens: string; closes: string };
/** "8:00 AM-6:00 PM", "de 8:00 a. m. a 6:00 p. m.": one entry of site.hours's times; `span` is `hours.span` of data/messages.yaml. */
export const formatSpan = (h: Hours, span = '{opens}-{closes}', lang = 'en-US') =>
  span.replace('{opens}', formatTime(h.opens, lang)).replace('{closes}', formatTime(h.closes, lang));

/** "Monday-Friday 8:00 AM-6:00 PM" for one entry of site.hours, its day label first. */
export const formatHours = (h: Hours, span?: string, lang?: string) => `${h.label} ${formatSpan(h, span, lang)}`;

/** "08:00" -> "8 AM", "08:30" -> "8:30 AM" ("8 a. m." in Spanish): the short form of a time in a sentence. */
export const shortTime = (hhmm: string, lang = 'en-US') => formatTime(hhmm, lang, true);

/**
 * The open-now line's sentences for a page (`openStatus` of data/messages.yaml), with every time of the hours and
 * every weekday already written in the page's language (`lang`, "en-US" or "es-US"), so the browser script
 * (src/client/open-status.ts) only reads the clock and never formats a date.
 */
export function openStatusTexts(
  sentences: Omit<OpenStatusTexts, 'times' | 'weekdays'>,
  hours: OpeningHours[],
  lang: string,
): OpenStatusTexts {
  const times = Object.fromEntries(hours.flatMap((h) => [h.opens, h.closes]).map((t) => [t, shortTime(t, lang)]));
  // 7 January 2024 was a Sunday: the week from there, named in the page's language.
  const weekdays = Array.from({ length: 7 }, (_, d) => {
    const key = `${lang} weekday ${d}`;
    const name =
      written.get(key) ?? formatter(lang, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + d));
    written.set(key, name);
    return name;
  });
  const { openUntil, opensAt, opensTomorrow, opensOn } = sentences;
  return { openUntil, opensAt, opensTomorrow, opensOn, times, weekdays };
}
