/**
 * What goes to the owner once a form's entry is stored (../forms-app.ts): the post to the owner's webhook
 * (./notify.ts) and the e-mail (./lead-mail.ts). Each runs once at a time over every entry still waiting, so posts
 * arriving together do not send the same entry twice; e-mails that failed are tried again on a timer where the host
 * allows one (npm start), from the start, so those left waiting by a restart go out without waiting for a post. The same
 * timer is npm start's scheduler of the homeowners' reminders and the owner's e-mail of the day (../booking/daily-mail.ts).
 */
import { sendDailyMail } from '../booking/daily-mail.ts';
import type { FormStore } from '../stores/store.ts';
import { emailPending, type LeadMailer } from './lead-mail.ts';
import { notifyPending } from './notify.ts';

export interface OwnerNoticeOptions {
  /** The owner's webhook (FORMS_WEBHOOK_URL): each stored entry is posted to it as JSON. */
  webhookUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** The owner's e-mail about each lead (LEADS_EMAIL_TO, LEADS_EMAIL_FROM and the host's sender). */
  mailer?: LeadMailer;
  /** Where the host allows a timer (npm start): e-mails that failed are tried again this often, until `stop` aborts. */
  retryEveryMs?: number;
  stop?: AbortSignal;
}

interface NoticeContext {
  /** The address the notices' links start with: the site's own. */
  origin: string;
  now: () => number;
  openStore: () => Promise<FormStore>;
}

/** Starts the e-mails' retry timer (when asked for); returns what sends the notices after an entry is stored. */
export function ownerNotices(o: OwnerNoticeOptions, { origin, now, openStore }: NoticeContext) {
  let notifying: Promise<unknown> | undefined;
  let emailing: Promise<unknown> | undefined;
  let emailAgain = false;
  const sendEmails = (db: FormStore) => {
    const mailer = o.mailer;
    if (!mailer) return undefined;
    // An entry stored during a run gets another run, so none waits for the timer.
    emailAgain = true;
    emailing ??= (async () => {
      try {
        while (emailAgain) {
          emailAgain = false;
          await emailPending(db, mailer, origin, now);
        }
      } catch (error) {
        console.error('Lead e-mail (the store failed; tried again on the next run):', error);
      } finally {
        emailing = undefined;
      }
    })();
    return emailing;
  };
  let daily: Promise<unknown> | undefined;
  const sendDaily = (db: FormStore, mailer: LeadMailer) => {
    daily ??= sendDailyMail(db, { mailer, origin, now: now() })
      .catch((error) => console.error('Scheduled e-mails (the store failed; tried again on the next run):', error))
      .finally(() => (daily = undefined));
  };
  if (o.retryEveryMs && o.mailer) {
    const mailer = o.mailer;
    const run = () =>
      void openStore().then(
        (db) => {
          sendEmails(db);
          sendDaily(db, mailer);
        },
        () => undefined,
      );
    const first = setTimeout(run, 0);
    const timer = setInterval(run, o.retryEveryMs);
    for (const t of [first, timer]) (t as { unref?: () => void }).unref?.();
    o.stop?.addEventListener('abort', () => {
      clearTimeout(first);
      clearInterval(timer);
    });
  }

  /** The runs begun for the entries of `db` (none when nothing is set up): the host finishes them after the answer. */
  return (db: FormStore): Promise<unknown>[] => {
    const runs: Promise<unknown>[] = [];
    if (o.webhookUrl && !notifying) {
      notifying = notifyPending(db, o.webhookUrl, o.fetch ?? globalThis.fetch, origin).finally(
        () => (notifying = undefined),
      );
      runs.push(notifying);
    }
    const mailing = sendEmails(db);
    if (mailing) runs.push(mailing);
    return runs;
  };
}
