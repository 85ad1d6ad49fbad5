import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../scripts/serve/server.ts';

// The receiver behind `npm start`: valid entries appended, invalid and oversized ones refused, none lost.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-'));
// The receiver does not need a built site: an empty folder stands in for dist/client.
const server = createServer(fs.mkdtempSync(path.join(os.tmpdir(), 'site-')), { dataDir });
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const application = (n: number) => ({
  fullName: `Applicant ${n}`, phone: '(561) 555-0100', email: `tech${n}@example.com`, city: '33431', experience: '2-5',
  skillAreas: ['Painting', 'TV Mounting'], tools: ['Ladder'], availability: 'weekends', transportation: 'yes', referralSource: 'google', contractorAgreement: true,
});
const post = (p: string, body: string, type = 'application/json') => fetch(`${base}${p}`, { method: 'POST', headers: { 'Content-Type': type, Accept: 'application/json' }, body });
const lines = (form: string) => (fs.existsSync(path.join(dataDir, `${form}.jsonl`)) ? fs.readFileSync(path.join(dataDir, `${form}.jsonl`), 'utf8').trim().split('\n').map((l) => JSON.parse(l)) : []);

describe('form receiver', () => {
  it('accepts a valid application and appends it', async () => {
    const res = await post('/api/applications', JSON.stringify(application(0)));
    expect(res.status).toBe(201);
    expect(lines('applications').at(-1)).toMatchObject({ ...application(0), receivedAt: expect.any(String) });
  });
  it('refuses an application without the agreement, naming the field', async () => {
    const res = await post('/api/applications', JSON.stringify({ ...application(1), contractorAgreement: false }));
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toContain('contractorAgreement');
  });
  it('refuses a filled honeypot', async () => {
    const res = await post('/api/applications', JSON.stringify({ ...application(2), website: 'http://spam.example' }));
    expect(res.status).toBe(422);
  });
  it('refuses a body over the size limit', async () => {
    const res = await post('/api/applications', JSON.stringify({ ...application(3), city: 'x'.repeat(20_000) }));
    expect(res.status).toBe(413);
  });
  it('keeps every one of many concurrent applications, each on its own line', async () => {
    const before = lines('applications').length;
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => post('/api/applications', JSON.stringify(application(100 + i)))));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const after = lines('applications');
    expect(after.length - before).toBe(40);
    expect(new Set(after.map((a) => a.email)).size).toBe(after.length);
  });
  it('takes a plain form post (no JavaScript) and answers with a page', async () => {
    const res = await fetch(`${base}/api/newsletter`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'email=reader%40example.com' });
    expect(res.status).toBe(201);
    expect(await res.text()).toContain('You are subscribed');
    expect(lines('newsletter').at(-1)).toMatchObject({ email: 'reader@example.com' });
  });
  it('takes the application form posted without JavaScript: check boxes as lists, the agreement as true', async () => {
    const form = new URLSearchParams([
      ['fullName', 'Plain Poster'], ['phone', '(561) 555-0199'], ['email', 'plain@example.com'], ['city', 'Boca Raton'], ['experience', ''],
      ['skillAreas', 'Painting'], ['skillAreas', 'Tile Repair'], ['availability', 'evenings'], ['transportation', 'no'], ['referralSource', ''],
      ['website', ''], ['contractorAgreement', 'true'],
    ]);
    const res = await fetch(`${base}/api/applications`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    expect(res.status).toBe(201);
    expect(await res.text()).toContain('Application received');
    const stored = lines('applications').at(-1);
    expect(stored).toMatchObject({ email: 'plain@example.com', skillAreas: ['Painting', 'Tile Repair'], contractorAgreement: true, experience: '' });
    expect(stored).not.toHaveProperty('website');
  });
  it('answers a plain post without the agreement with a page naming it, and stores nothing', async () => {
    const before = lines('applications').length;
    const body = new URLSearchParams({ fullName: 'No Agreement', phone: '5615550100', email: 'no@example.com', city: 'Jupiter' }).toString();
    const res = await fetch(`${base}/api/applications`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('contractorAgreement');
    expect(lines('applications')).toHaveLength(before);
  });
  it('refuses an invalid e-mail address', async () => {
    const res = await post('/api/newsletter', JSON.stringify({ email: 'not-an-address' }));
    expect(res.status).toBe(422);
  });
});
