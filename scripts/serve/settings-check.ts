/**
 * `npm start` and scripts/serve/cli.ts check their environment before anything else (src/lib/serving/settings.ts): each
 * problem is printed, and a value the schema refuses stops them, since a server that starts anyway would run with
 * the default in its place and the mistake would be found in production.
 */
import { readSettings } from '../../src/lib/serving/settings.ts';

/** Whether the server may start with `env`; prints each problem with what to set. */
export function settingsAllowStart(env: Record<string, string | undefined>, log = console.error): boolean {
  const { problems } = readSettings(env, 'node');
  for (const p of problems) log(`Setting: ${p.message}`);
  const invalid = problems.filter((p) => p.kind === 'invalid').map((p) => p.name);
  if (invalid.length)
    log(
      `Not started: correct ${invalid.join(', ')} as said above, or unset ${invalid.length > 1 ? 'them' : 'it'} (docs/hosting.md lists every setting).`,
    );
  return invalid.length === 0;
}
