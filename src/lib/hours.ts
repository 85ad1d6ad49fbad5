/** "08:00" -> "8:00 AM" (`en-US`), "8:00 a.m." (`es-US`): how the business hours of data/site.yaml read on a page. */
export function formatTime(hhmm: string, lang = 'en-US', short = false): string {
  const [h, m] = hhmm.split(':').map(Number);
  const format = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: short && m === 0 ? undefined : '2-digit', timeZone: 'UTC' });
  // ICU puts a narrow no-break space before AM/PM; a plain space reads the same and matches what people type.
  return format.format(Date.UTC(2024, 0, 1, h, m)).replace(/[\u202f\u00a0]/g, ' ');
}

type Hours = { label: string; opens: string; closes: string };
/** "8:00 AM-6:00 PM", "de 8:00 a.m. a 6:00 p.m.": one entry of site.hours's times; `span` is `hours.span` of data/messages.yaml. */
export const formatSpan = (h: Hours, span = '{opens}-{closes}', lang = 'en-US') => span.replace('{opens}', formatTime(h.opens, lang)).replace('{closes}', formatTime(h.closes, lang));

/** "Monday-Friday 8:00 AM-6:00 PM" for one entry of site.hours, its day label first. */
export const formatHours = (h: Hours, span?: string, lang?: string) => `${h.label} ${formatSpan(h, span, lang)}`;

/** The business's clock: Florida's east coast (the hours in data/site.yaml are local times there). */
export const BUSINESS_TIME_ZONE = 'America/New_York';

type Day = 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';
const WEEK: Day[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export interface OpeningHours {
  days: string[];
  opens: string;
  closes: string;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** "08:00" -> "8 AM", "08:30" -> "8:30 AM" ("8 a.m." in Spanish): the short form of a time in a sentence. */
export const shortTime = (hhmm: string, lang = 'en-US') => formatTime(hhmm, lang, true);

/** The weekday and minutes since midnight that `now` reads on a wall clock in `timeZone` (DST included). */
export function wallClock(now: Date, timeZone = BUSINESS_TIME_ZONE): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: WEEK.indexOf(get('weekday') as Day), minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/**
 * The sentences of the open-now line in the page's language (`openStatus` of data/messages.yaml), `{time}` and
 * `{day}` filled in; `lang` names the weekday (Intl: "Monday", "lunes").
 */
export interface OpenStatusTexts {
  openUntil: string;
  opensAt: string;
  opensTomorrow: string;
  opensOn: string;
  lang: string;
}

/**
 * "Open now until 6 PM", "Opens at 8 AM", "Opens tomorrow at 9 AM" or "Opens Monday at 8 AM": what the business
 * hours mean at `now` in Florida, whatever the visitor's own time zone. null when the hours list no open day.
 */
export function openStatus(hours: OpeningHours[], now: Date, texts: OpenStatusTexts, timeZone = BUSINESS_TIME_ZONE): { open: boolean; text: string } | null {
  const say = (text: string, time: string, day = '') => text.replace('{time}', shortTime(time, texts.lang)).replace('{day}', day);
  const { day, minute } = wallClock(now, timeZone);
  const on = (d: number) => hours.filter((h) => h.days.includes(WEEK[d % 7])).sort((a, b) => minutes(a.opens) - minutes(b.opens));
  const current = on(day).find((h) => minutes(h.opens) <= minute && minute < minutes(h.closes));
  if (current) return { open: true, text: say(texts.openUntil, current.closes) };
  for (let ahead = 0; ahead < 7; ahead++) {
    const next = on(day + ahead).find((h) => ahead > 0 || minutes(h.opens) > minute);
    if (!next) continue;
    if (ahead === 0) return { open: false, text: say(texts.opensAt, next.opens) };
    if (ahead === 1) return { open: false, text: say(texts.opensTomorrow, next.opens) };
    // A date in the week to come that falls on that weekday, named in the page's language.
    const weekday = new Intl.DateTimeFormat(texts.lang, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + ((day + ahead) % 7)));
    return { open: false, text: say(texts.opensOn, next.opens, weekday) };
  }
  return null;
}
