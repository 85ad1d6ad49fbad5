/**
 * The settings every host hands the form handler, read through src/lib/serving/settings.ts: one place turns the environment
 * into FormsOptions, so the three hosts cannot read a setting three ways. A problem is logged once per instance (a
 * Worker isolate, a Function's container, `npm start`'s process), not once per request.
 */
import { photoBudget } from '../../lib/photos/photo-budget.ts';
import { countOf, type Host, readSettings, type SettingProblem, type Settings } from '../../lib/serving/settings.ts';
import type { FormsOptions } from '../forms-app.ts';

const logged = new Set<string>();

/** What the handler does about a problem, said after it in the log. */
const consequence: Record<SettingProblem['kind'], string> = {
  invalid: 'The form handler runs as if it were unset.',
  typo: '',
  incomplete: '',
};

/** The line logged for a problem, naming where it comes from. */
export const problemLine = (p: SettingProblem) => `Setting: ${p.message} ${consequence[p.kind]}`.trimEnd();

/**
 * The valid settings of `env` for `host`; each problem is logged the first time this instance sees it. No setting
 * makes the handler unusable (each has a default or is off when unset), so a wrong value never answers 503: the
 * forms keep taking leads, and the log and `npm run check:launch` say what to fix.
 */
export function hostSettings(env: object, host: Host, log = console.error): Settings {
  const { settings, problems } = readSettings(env, host);
  for (const p of problems) {
    const line = problemLine(p);
    if (logged.has(line)) continue;
    logged.add(line);
    log(line);
  }
  return settings;
}

/** The handler's options every host takes from its settings alike. */
export const settingsOptions = (s: Settings) =>
  ({
    rateLimit: countOf(s.FORMS_RATE_LIMIT),
    eventsRateLimit: countOf(s.EVENTS_RATE_LIMIT),
    statsToken: s.STATS_TOKEN,
    calendarToken: s.CALENDAR_TOKEN,
    oauth: { clientId: s.GITHUB_OAUTH_CLIENT_ID, clientSecret: s.GITHUB_OAUTH_CLIENT_SECRET },
    siteUrl: s.SITE_URL,
    webhookUrl: s.FORMS_WEBHOOK_URL,
    ownerCalendarUrl: s.OWNER_CALENDAR_ICS_URL,
    photoBudget: photoBudget(s),
  }) satisfies Partial<FormsOptions>;
