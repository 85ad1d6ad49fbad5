import { getStore } from '@netlify/blobs';
import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/forms.ts';
import { stripMetadata } from '../../src/lib/photos/photo-bytes.ts';
import { photoWithLocation } from '../photos.ts';
import { netlifyUnderTest, postJson } from './netlify-blobs.ts';
import { quoteFields, withPhotos } from './quote-request.ts';

// The per-client and per-recipient bounds of the form handler in the Netlify Function, called as Netlify calls it
// (its context names the visitor's address), against Netlify's own local Blobs server. FORMS_RATE_LIMIT is 3 here.
const origin = 'https://florida-fix-it-pros.netlify.app';
const netlify = netlifyUnderTest(origin);

describe('bounds of the Netlify Function', () => {
  it('counts the quotes of one IPv6 /64 as one client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++)
      statuses.push((await postJson(origin, 'quote', quoteFields(`Neighbour ${i}`), `2001:db8:1:2::${i}`)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
  }, 30_000);
  it('sends at most two confirmations a day to one inbox, and the owner every quote', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${netlify.inbox.port}`;
    const spellings = ['victim@example.com', 'Victim+1@Example.com', 'victim+2@example.COM', 'VICTIM@example.com'];
    const mail = netlify.inbox.received;
    const toOwner = () => new Set(mail.flatMap((m) => /Cannon \d/.exec(m.subject ?? '') ?? [])).size;
    // One after the other, each once its owner's e-mail is out: the local Blobs server checks a conditional write apart
    // from making it (Netlify's own makes both at once), so e-mail runs of posts at the same instant could both claim.
    for (const [i, email] of spellings.entries()) {
      expect(
        (await postJson(origin, 'quote', { ...quoteFields(`Cannon ${i}`), email }, `198.51.100.${i}`)).status,
      ).toBe(201);
      await expect.poll(toOwner, { timeout: 10_000 }).toBe(i + 1);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mail.filter((m) => m.to?.some((t) => /victim/i.test(t.address ?? '')))).toHaveLength(2);
  }, 60_000);
  it("keeps a sender's photos within its share of the day (PHOTOS_CLIENT_DAILY_MB), in Blobs", async () => {
    const photo = await photoWithLocation('jpeg');
    const kept = stripMetadata(new Uint8Array(photo))?.bytes.length ?? 0;
    process.env.PHOTOS_CLIENT_DAILY_MB = String((kept * 1.5) / 1024 / 1024);
    try {
      const send = (ip: string, name: string) =>
        handler(
          new Request(`${origin}/.netlify/functions/forms/quote`, {
            method: 'POST',
            headers: { Accept: 'application/json', Origin: origin },
            body: withPhotos(name, photo, 1),
          }),
          { ip },
        );
      for (const [ip, name] of [
        ['2001:db8:7:7::1', 'Share One'],
        ['2001:db8:7:7::2', 'Share Two'],
        ['198.51.100.70', 'Other Sender'],
      ])
        expect((await send(ip, name)).status).toBe(201);
      const entries = getStore({ name: 'form-entries', consistency: 'strong' });
      const stored = await Promise.all(
        (await entries.list({ prefix: 'quote/' })).blobs.map(
          async ({ key }) => ((await entries.get(key, { type: 'json' })) as { entry: Record<string, unknown> }).entry,
        ),
      );
      const photosOf = (name: string) => stored.find((e) => e.name === name);
      expect(photosOf('Share One')?.photos).toHaveLength(1);
      expect(photosOf('Share Two')).toMatchObject({ photosDropped: 1, photosDroppedFor: 'share' });
      expect(photosOf('Other Sender')?.photos).toHaveLength(1);
    } finally {
      delete process.env.PHOTOS_CLIENT_DAILY_MB;
    }
  }, 30_000);
});
