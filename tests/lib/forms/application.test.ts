import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSchemas } from '../../../scripts/codegen/schemas.ts';
import { readApplication, sendApplication } from '../../../src/lib/forms/application.ts';

const validate = loadSchemas(process.cwd()).validator('forms/application.schema.json');

function filledForm() {
  const f = new FormData();
  for (const [k, v] of Object.entries({
    fullName: 'Jordan Rivera',
    phone: '(561) 555-0142',
    email: 'jordan@example.com',
    city: '33431',
    experience: '2-5',
  }))
    f.append(k, v);
  f.append('skillAreas', 'TV Mounting');
  f.append('skillAreas', 'Painting');
  f.append('tools', 'Ladder');
  for (const [k, v] of Object.entries({
    availability: 'weekends',
    transportation: 'yes',
    referralSource: '',
    website: '',
    contractorAgreement: 'true',
  }))
    f.append(k, v);
  return f;
}

describe('readApplication', () => {
  it('reads the form as the schema describes it: lists for check boxes, a boolean agreement', () => {
    const a = readApplication(filledForm());
    expect(a).toEqual({
      fullName: 'Jordan Rivera',
      phone: '(561) 555-0142',
      email: 'jordan@example.com',
      city: '33431',
      experience: '2-5',
      skillAreas: ['TV Mounting', 'Painting'],
      tools: ['Ladder'],
      availability: 'weekends',
      transportation: 'yes',
      referralSource: '',
      website: '',
      contractorAgreement: true,
    });
    expect(validate(a), JSON.stringify(validate.errors)).toBe(true);
  });
  it('reads an unticked agreement as false and empty lists as []', () => {
    const f = new FormData();
    f.append('fullName', 'Jo');
    expect(readApplication(f)).toMatchObject({ contractorAgreement: false, skillAreas: [], tools: [], city: '' });
  });
});

describe('sendApplication', () => {
  afterEach(() => vi.useRealTimers());
  const application = readApplication(filledForm());
  const reply = (status: number, body: unknown) =>
    vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );

  it('posts JSON to the configured address and reports success', async () => {
    const fetch = reply(201, { ok: true });
    expect(await sendApplication(application, { url: '/api/applications', fetch })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/applications');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
    expect(JSON.parse(String(init!.body))).toEqual(application);
  });
  it('passes on a refusal with its message and fields', async () => {
    const fetch = reply(422, { ok: false, message: 'Please check phone and send it again.', fields: ['phone'] });
    expect(await sendApplication(application, { url: '/x', fetch })).toEqual({
      ok: false,
      message: 'Please check phone and send it again.',
      fields: ['phone'],
    });
  });
  it('reports a server error without a JSON body, and a network failure, without throwing', async () => {
    const html = vi.fn<typeof fetch>(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await sendApplication(application, { url: '/x', fetch: html })).toEqual({
      ok: false,
      message: undefined,
      fields: undefined,
    });
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendApplication(application, { url: '/x', fetch: down })).toEqual({ ok: false });
  });
});
