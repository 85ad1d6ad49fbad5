import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/settings.schema.json' with { type: 'json' };
import { readSettings, SETTINGS, typoOf } from '../../../src/lib/serving/settings.ts';

const all = (host: 'node' | 'cloudflare' | 'netlify') => SETTINGS.filter((s) => s.hosts.includes(host));
const examples = Object.fromEntries(SETTINGS.map((s) => [s.name, s.example]));

describe('the settings schema', () => {
  it('is a strict JSON Schema whose checks Ajv and src/lib/serving/settings.ts apply alike', () => {
    const ajv = new Ajv2020.default({ allErrors: true, strict: true });
    addFormats.default(ajv);
    for (const k of ['x-expect', 'x-hosts', 'x-launch', 'x-secret', 'x-former']) ajv.addKeyword(k);
    const validate = ajv.compile(schema);
    const bad = ['abc', '0', '-3', 'x y', 'http://', 'smtp://', 'webcal://cal.example.com/a.ics', 'a@b', ' 20', ''];
    for (const spec of SETTINGS)
      for (const value of [spec.example, ...bad])
        expect([spec.name, value, spec.isValid(value)]).toEqual([
          spec.name,
          value,
          validate({ [spec.name]: value }) && value !== '',
        ]);
  });
  it('gives every setting a description, what to set, an example it accepts and its hosts', () => {
    for (const s of SETTINGS) {
      expect(s.description.length, s.name).toBeGreaterThan(20);
      expect(s.isValid(s.example), s.name).toBe(true);
      expect(s.hosts.length, s.name).toBeGreaterThan(0);
    }
  });
});

describe('readSettings', () => {
  it('keeps every valid value, untouched, and reports nothing', () => {
    const { settings, problems } = readSettings(examples, 'node');
    expect(problems).toEqual([]);
    expect(Object.keys(settings)).toEqual(all('node').map((s) => s.name));
    expect(settings.FORMS_RATE_LIMIT).toBe(examples.FORMS_RATE_LIMIT);
  });
  it('reads only the settings of its host (SMTP_URL is not read on Cloudflare)', () => {
    const { settings } = readSettings(examples, 'cloudflare');
    expect(Object.keys(settings)).toEqual(all('cloudflare').map((s) => s.name));
    expect(settings.SMTP_URL).toBeUndefined();
  });
  it('takes an empty value as unset, as the hosts always did', () => {
    expect(readSettings({ FORMS_RATE_LIMIT: '' }, 'netlify')).toEqual({ settings: {}, problems: [] });
  });
  it('leaves a refused value out, naming the setting, the value and what to set', () => {
    const { settings, problems } = readSettings({ FORMS_RATE_LIMIT: 'abc' }, 'node');
    expect(settings).toEqual({});
    expect(problems).toEqual([
      {
        name: 'FORMS_RATE_LIMIT',
        kind: 'invalid',
        message: "FORMS_RATE_LIMIT is 'abc': set a whole number of posts per 10 minutes, such as 20.",
      },
    ]);
  });
  it("says what to set for a malformed address, and never repeats a secret's value", () => {
    const { problems } = readSettings({ SMTP_URL: 'smtp.gmail.com', STATS_TOKEN: 'has a space' }, 'netlify');
    expect(problems.map((p) => p.message)).toEqual([
      'SMTP_URL is not valid (its value is not shown, as a secret): set the mail server as one URL, smtps://user:password@host:465.',
      'STATS_TOKEN is not valid (its value is not shown, as a secret): set a long random secret without spaces (openssl rand -hex 32).',
    ]);
    const calendar = readSettings({ OWNER_CALENDAR_ICS_URL: 'webcal://p01.icloud.com/x.ics' }, 'cloudflare');
    expect(calendar.problems[0].message).toContain('write https:// in its place');
  });
  it('names a typo of a setting with the setting meant, and nothing else of the environment', () => {
    const env = { LEAD_EMAIL_TO: 'a@b.com', leads_email_from: 'c@d.com', HOME: '/root', HOSTNAME: 'x', PATH: '/bin' };
    const { problems } = readSettings(env, 'node');
    expect(problems.filter((p) => p.kind === 'typo').map((p) => p.message)).toEqual([
      'LEAD_EMAIL_TO is not a setting; did you mean LEADS_EMAIL_TO? It is ignored: rename it to LEADS_EMAIL_TO.',
      'leads_email_from is not a setting; did you mean LEADS_EMAIL_FROM? It is ignored: rename it to LEADS_EMAIL_FROM.',
    ]);
    for (const name of ['HOME', 'HOSTNAME', 'PATH', 'PWD', 'SITE_ID', 'SITE_NAME', 'NODE_ENV', 'LEADS_EMAIL', 'DB'])
      expect(typoOf(name), name).toBeUndefined();
  });
  it('names the lead e-mail set up by halves, with the sender of each host', () => {
    const half = { LEADS_EMAIL_TO: 'owner@example.com', LEADS_EMAIL_FROM: 'site@example.com' };
    expect(readSettings(half, 'node').problems).toEqual([
      expect.objectContaining({ name: 'SMTP_URL', kind: 'incomplete' }),
    ]);
    expect(readSettings(half, 'cloudflare').problems).toEqual([
      expect.objectContaining({ name: 'LEADS_EMAIL', kind: 'incomplete' }),
    ]);
    expect(readSettings({ ...half, LEADS_EMAIL: {} }, 'cloudflare').problems).toEqual([]);
    expect(readSettings({}, 'netlify').problems).toEqual([]);
  });
});
