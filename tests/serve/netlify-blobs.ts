import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll } from 'vitest';
import handler from '../../netlify/functions/forms.ts';
import { smtpInbox } from '../smtp.ts';

/**
 * Netlify's own local Blobs server and an SMTP inbox for the tests of the Netlify Function, with the settings the
 * site's environment would hold: started before the file's tests, stopped after them.
 */
export function netlifyUnderTest(origin: string) {
  const token = 'local-token';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'blobs-'));
  const server = new BlobsServer({ directory, token });
  const leads = {
    LEADS_EMAIL_TO: 'owner@example.com',
    LEADS_EMAIL_FROM: 'site@example.com',
    PHOTO_LINK_SECRET: 'netlify-secret',
    SITE_URL: origin,
  };
  let inbox: Awaited<ReturnType<typeof smtpInbox>> | undefined;
  beforeAll(async () => {
    inbox = await smtpInbox();
    Object.assign(process.env, leads);
    const { port } = await server.start();
    const url = `http://127.0.0.1:${port}`;
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
      JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: 'site', token }),
    ).toString('base64');
    process.env.FORMS_RATE_LIMIT = '3';
    process.env.STATS_TOKEN = 'netlify-stats-token';
  });
  afterAll(async () => {
    for (const k of ['NETLIFY_BLOBS_CONTEXT', 'FORMS_RATE_LIMIT', 'STATS_TOKEN', ...Object.keys(leads), 'SMTP_URL'])
      delete process.env[k];
    await server.stop();
    fs.rmSync(directory, { recursive: true, force: true });
    await inbox?.close();
  });
  return {
    /** The SMTP server the lead e-mails reach (SMTP_URL is set to it by the tests that send). */
    get inbox() {
      if (!inbox) throw new Error('the inbox starts before the tests');
      return inbox;
    },
  };
}

/** The work the function handed to `waitUntil` after its answers, as Netlify's context lets it finish. */
const afterAnswer: Promise<unknown>[] = [];

/** Until the work the function began after its answers so far has ended (a lead's e-mail tried, its outcome stored). */
export const answersFinished = () => Promise.allSettled(afterAnswer.splice(0));

/** A JSON post to the Netlify Function as Netlify calls it: its rewrite (_redirects) sends /api/<form> with the form's name last. */
export const postJson = (origin: string, form: string, body: unknown, ip: string) =>
  handler(
    new Request(`${origin}/.netlify/functions/forms/${form}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin },
      body: JSON.stringify(body),
    }),
    { ip, waitUntil: (work: Promise<unknown>) => void afterAnswer.push(work) },
  );
