/**
 * Netlify's timer for the owner's e-mail (a scheduled function, https://docs.netlify.com/functions/scheduled-functions/):
 * every ten minutes, lead e-mails that failed and whose next try has come (src/lib/email-retry.ts) are sent again,
 * so a lead is not left waiting for the next post. Links start with the site's address (SITE_URL, else data/site.yaml
 * baseUrl), as the form handler's do.
 */
import { site } from '../../src/lib/site.ts';
import { siteOrigin } from '../../src/lib/site-origin.ts';
import { hostSettings } from '../../src/server/host-settings.ts';
import { emailPending } from '../../src/server/lead-mail.ts';
import { netlifyStore } from '../../src/server/netlify.ts';
import { nodeMailer } from '../../src/server/node-mail.ts';

export default async function retry(): Promise<Response> {
  const settings = hostSettings(process.env, 'netlify');
  const mailer = nodeMailer(settings);
  if (!mailer) return new Response(null, { status: 204 });
  const origin = siteOrigin(site.baseUrl, settings.SITE_URL);
  const { sent, failed } = await emailPending(netlifyStore(), mailer, origin);
  return Response.json({ sent, failed });
}

export const config = { schedule: '*/10 * * * *' };
