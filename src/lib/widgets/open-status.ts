/**
 * Whether the business is open now, in Florida time: the logic of the open-now line, run in the browser
 * (src/client/open-status.ts) on every page. It formats no time and no date: the page carries them written in its
 * language (openStatusTexts in src/lib/i18n/hours.ts), which keeps the script on every page small.
 */

/** The business's clock: Florida's east coast (the hours in data/site.yaml are local times there). */
export const BUSINESS_TIME_ZONE = 'America/New_York';

const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export interface OpeningHours {
  days: string[];
  opens: string;
  closes: string;
}

/**
 * The sentences of the open-now line in the page's language (`openStatus` of data/messages.yaml), `{time}` and
 * `{day}` filled in from `times` (each "HH:MM" of the hours as a sentence writes it: "8 AM", "8 a. m.") and
 * `weekdays` (Sunday first: "Monday", "lunes").
 */
export interface OpenStatusTexts {
  openUntil: string;
  opensAt: string;
  opensTomorrow: string;
  opensOn: string;
  times: Record<string, string>;
  weekdays: string[];
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The weekday and minutes since midnight that `now` reads on a wall clock in `timeZone` (DST included). */
export function wallClock(now: Date, timeZone = BUSINESS_TIME_ZONE): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: WEEK.indexOf(get('weekday')), minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/**
 * "Open now until 6 PM", "Opens at 8 AM", "Opens tomorrow at 9 AM" or "Opens Monday at 8 AM": what the business
 * hours mean at `now` in Florida, whatever the visitor's own time zone. null when the hours list no open day.
 */
export function openStatus(
  hours: OpeningHours[],
  now: Date,
  texts: OpenStatusTexts,
  timeZone = BUSINESS_TIME_ZONE,
): { open: boolean; text: string } | null {
  const say = (text: string, time: string, day = '') => text.replace('{time}', texts.times[time]).replace('{day}', day);
  const { day, minute } = wallClock(now, timeZone);
  const on = (d: number) =>
    hours.filter((h) => h.days.includes(WEEK[d % 7])).sort((a, b) => minutes(a.opens) - minutes(b.opens));
  const current = on(day).find((h) => minutes(h.opens) <= minute && minute < minutes(h.closes));
  if (current) return { open: true, text: say(texts.openUntil, current.closes) };
  for (let ahead = 0; ahead < 7; ahead++) {
    const next = on(day + ahead).find((h) => ahead > 0 || minutes(h.opens) > minute);
    if (!next) continue;
    if (ahead === 0) return { open: false, text: say(texts.opensAt, next.opens) };
    if (ahead === 1) return { open: false, text: say(texts.opensTomorrow, next.opens) };
    return { open: false, text: say(texts.opensOn, next.opens, texts.weekdays[(day + ahead) % 7]) };
  }
  return null;
}
