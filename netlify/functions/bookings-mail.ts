/**
 * Netlify's scheduler of the bookings' e-mails (a scheduled function, https://docs.netlify.com/functions/scheduled-functions/):
 * every ten minutes, the homeowners' reminders and the owner's e-mail of the day that are due (data/schedule.yaml
 * reminderAt, ownerMorningAt; src/server/booking/daily-mail.ts). Each is claimed in Blobs before it is sent (a write
 * only if new), so two runs at once, or a run Netlify retries, send nothing twice. It answers what it sent.
 */
import { sendDailyMail } from '../../src/server/booking/daily-mail.ts';
import { netlifyMail, netlifyStore } from '../../src/server/hosts/netlify.ts';

export default async function bookingsMail(): Promise<Response> {
  const mail = netlifyMail();
  if (!mail) return new Response(null, { status: 204 });
  return Response.json(await sendDailyMail(netlifyStore(), { ...mail, now: Date.now() }));
}

export const config = { schedule: '*/10 * * * *' };
