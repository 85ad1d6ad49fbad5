/**
 * The Cloudflare scheduler (workers/README.md): Pages Functions have no Cron Trigger, so this Worker has one and, on
 * each, sends the homeowners' reminders and the owner's e-mail of the day that are due (src/server/hosts/cloudflare.ts
 * cloudflareDailyMail) at the time the trigger was scheduled for. Each e-mail is claimed in D1 before it is sent, so a
 * trigger that runs twice sends nothing twice. No fetch handler: no public address answers.
 */
import { type CloudflareBindings, cloudflareDailyMail } from '../../src/server/hosts/cloudflare.ts';

export default {
  async scheduled(
    controller: { scheduledTime: number },
    env: Omit<CloudflareBindings, 'ASSETS' | 'PHOTOS'>,
    ctx: { waitUntil(work: Promise<unknown>): void },
  ): Promise<void> {
    ctx.waitUntil(
      cloudflareDailyMail(env, controller.scheduledTime).then((run) => {
        if (run?.failed) console.error(`Scheduled e-mails: ${run.failed} not sent, tried again on the next trigger.`);
      }),
    );
  },
};
