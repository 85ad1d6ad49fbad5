/**
 * The hosts' settings (schemas/settings.schema.json, one entry per environment variable): the environment read into
 * the settings a host uses, with a problem for each value the schema refuses, each name that looks like a typo of a
 * setting, and a lead e-mail set up by halves. Pure, so every host and `npm run check:launch` say the same words.
 * The schema's keywords are only `pattern` and `format: uri`, which this module applies itself: the Cloudflare and
 * Netlify bundles carry no validator (tests/lib/serving/settings.test.ts checks Ajv agrees on every example).
 */
import { distance } from 'fastest-levenshtein';
import schema from '../../../schemas/settings.schema.json' with { type: 'json' };
import type { Host } from './host.ts';

export type SettingName = keyof typeof schema.properties;
/** The settings whose values passed their check; a missing, empty or refused one is absent. */
export type Settings = Partial<Record<SettingName, string>>;

export interface SettingSpec {
  name: SettingName;
  description: string;
  /** What a good value is, in the words of a message: "a whole number of posts per 10 minutes". */
  expect: string;
  example: string;
  hosts: Host[];
  /** What `npm run check:launch` says while it is unset; absent for an optional setting. */
  launch?: string;
  /** Set as a secret variable; its value is never repeated in a message. */
  secret: boolean;
  /** The setting's former name, still read while it is unset (LINK_SECRET's PHOTO_LINK_SECRET). */
  former?: SettingName;
  isValid: (value: string) => boolean;
}

interface PropertySchema {
  pattern: string;
  format?: string;
  description: string;
  examples: string[];
  'x-expect': string;
  'x-hosts': string[];
  'x-launch'?: string;
  'x-secret'?: boolean;
  'x-former'?: string;
}

export const SETTINGS: SettingSpec[] = Object.entries(schema.properties as Record<string, PropertySchema>).map(
  ([name, p]) => {
    const pattern = new RegExp(p.pattern, 'u');
    return {
      name: name as SettingName,
      description: p.description,
      expect: p['x-expect'],
      example: p.examples[0],
      hosts: p['x-hosts'] as Host[],
      launch: p['x-launch'],
      secret: p['x-secret'] === true,
      ...(p['x-former'] ? { former: p['x-former'] as SettingName } : {}),
      isValid: (value) => pattern.test(value) && (p.format !== 'uri' || URL.canParse(value)),
    };
  },
);

const byName = new Map<string, SettingSpec>(SETTINGS.map((s) => [s.name, s]));

export interface SettingProblem {
  name: string;
  /**
   * invalid: a value the schema refuses, used as if unset (`npm start` refuses to start); typo: a name close to a
   * setting's, read by nothing; incomplete: part of the lead e-mail's settings, so no e-mail is sent.
   */
  kind: 'invalid' | 'typo' | 'incomplete';
  message: string;
}

/** The message for a value `spec` refuses: names the setting, the value (never a secret's) and what to set. */
export function invalidMessage(spec: SettingSpec, value: string): string {
  const shown = spec.secret ? 'not valid (its value is not shown, as a secret)' : `'${value}'`;
  const example = spec.secret ? '' : `, such as ${spec.example}`;
  return `${spec.name} is ${shown}: set ${spec.expect}${example}.`;
}

/**
 * The setting `name` is probably a typo of, if any: the same name in other letter case, or a name at most one edit
 * away (two for names of ten letters or more) beginning with the same letter. Close, so that the rest of a process's
 * environment (HOME, PATH, HOSTNAME…) is never taken for a setting.
 */
export function typoOf(name: string): SettingName | undefined {
  if (byName.has(name)) return undefined;
  for (const s of SETTINGS) {
    if (name.toUpperCase() === s.name) return s.name;
    const most = s.name.length >= 10 ? 2 : 1;
    if (name[0] === s.name[0] && distance(name, s.name) <= most) return s.name;
  }
  return undefined;
}

/** On Cloudflare the LEADS_EMAIL binding sends (workers/leads-mail/), elsewhere SMTP_URL. */
const MAIL_SENDER: Record<Host, string> = { node: 'SMTP_URL', netlify: 'SMTP_URL', cloudflare: 'LEADS_EMAIL' };

/** The lead e-mail needs its three settings or none: half of them sends nothing, without a word until now. */
function mailProblem(env: Record<string, unknown>, settings: Settings, host: Host): SettingProblem | undefined {
  const needed = ['LEADS_EMAIL_TO', 'LEADS_EMAIL_FROM', MAIL_SENDER[host]];
  const has = (n: string) => (byName.has(n) ? Boolean(settings[n as SettingName]) : Boolean(env[n]));
  const missing = needed.filter((n) => !has(n));
  if (missing.length === 0 || missing.length === needed.length) return undefined;
  return {
    name: missing[0],
    kind: 'incomplete',
    message: `the owner's lead e-mail needs ${needed.join(', ')}: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set (or not valid), so no lead is e-mailed. Set ${missing.length > 1 ? 'them' : 'it'} (docs/hosting.md, setting up the lead e-mail) or unset the others.`,
  };
}

/**
 * The settings `host` reads from `bindings` (process.env, or Cloudflare's bindings and variables), and what is wrong.
 * An empty value is unset, as the hosts always took it; a refused value is left out, so the host runs with the
 * setting's default, as it did with an unreadable number.
 */
export function readSettings(bindings: object, host: Host): { settings: Settings; problems: SettingProblem[] } {
  // Any object of names: process.env, or Cloudflare's bindings, whose non-string values are never settings.
  const env: Record<string, unknown> = Object.fromEntries(Object.entries(bindings));
  const settings: Settings = {};
  const problems: SettingProblem[] = [];
  for (const spec of SETTINGS) {
    const value = env[spec.name];
    if (!spec.hosts.includes(host) || typeof value !== 'string' || value === '') continue;
    if (spec.isValid(value)) settings[spec.name] = value;
    else problems.push({ name: spec.name, kind: 'invalid', message: invalidMessage(spec, value) });
  }
  for (const [name, value] of Object.entries(env)) {
    const meant = typeof value === 'string' ? typoOf(name) : undefined;
    if (meant)
      problems.push({
        name,
        kind: 'typo',
        message: `${name} is not a setting; did you mean ${meant}? It is ignored: rename it to ${meant}.`,
      });
  }
  const mail = mailProblem(env, settings, host);
  if (mail) problems.push(mail);
  return { settings, problems };
}

/** The secret that signs the e-mails' links: LINK_SECRET, or its former name PHOTO_LINK_SECRET while it is unset. */
export const linkSecretOf = (s: Partial<Record<'LINK_SECRET' | 'PHOTO_LINK_SECRET', string | undefined>>) =>
  s.LINK_SECRET || s.PHOTO_LINK_SECRET || undefined;

/** A count setting (FORMS_RATE_LIMIT, EVENTS_RATE_LIMIT, PORT) as a number; undefined when unset. */
export const countOf = (value: string | undefined): number | undefined =>
  value === undefined ? undefined : Number(value);
