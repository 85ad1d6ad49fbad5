/**
 * The settings every host hands the form handler, read through src/lib/serving/settings.ts: the form handler takes them as
 * they are (FormsOptions' `settings`), so the three hosts cannot read a setting three ways. A problem is logged once per instance (a
 * Worker isolate, a Function's container, `npm start`'s process), not once per request.
 */
import type { Host } from '../../lib/serving/host.ts';
import { readSettings, type SettingProblem, type Settings } from '../../lib/serving/settings.ts';

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
