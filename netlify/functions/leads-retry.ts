/**
 * Netlify's timer for the owner's e-mail (a scheduled function, https://docs.netlify.com/functions/scheduled-functions/):
 * every ten minutes, lead e-mails that failed and whose next try has come (src/lib/leads/email-retry.ts) are sent again,
 * so a lead is not left waiting for the next post. Links start with the site's address (SITE_URL, else data/site.yaml
 * baseUrl), as the form handler's do.
 */

import { netlifyMail, netlifyStore } from '../../src/server/hosts/netlify.ts';
import { emailPending } from '../../src/server/mail/lead-mail.ts';

export default async function retry(): Promise<Response> {
  const mail = netlifyMail();
  if (!mail) return new Response(null, { status: 204 });
  const { sent, failed } = await emailPending(netlifyStore(), mail.mailer, mail.origin);
  return Response.json({ sent, failed });
}

export const config = { schedule: '*/10 * * * *' };
