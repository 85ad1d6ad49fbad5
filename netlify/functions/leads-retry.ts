/**
 * Netlify's timer for the owner's e-mail (a scheduled function, https://docs.netlify.com/functions/scheduled-functions/):
 * every ten minutes, lead e-mails that failed are sent again, so a lead is not left waiting for the next post.
 * Links to photos start with the site's main address, which Netlify gives functions as URL.
 */
import { emailPending } from '../../src/server/lead-mail.ts';
import { netlifyStore } from '../../src/server/netlify.ts';
import { nodeMailer } from '../../src/server/node-mail.ts';

export default async function retry(): Promise<Response> {
  const mailer = nodeMailer(process.env);
  const origin = process.env.URL;
  if (!mailer || !origin) return new Response(null, { status: 204 });
  const { sent, failed } = await emailPending(netlifyStore(), mailer, origin);
  return Response.json({ sent, failed });
}

export const config = { schedule: '*/10 * * * *' };
