/**
 * Tells the owner about new entries: each entry not yet notified is posted as JSON to the webhook (Slack, Zapier,
 * Make… take JSON), a lead with a `summary` of its values in the owner's e-mail's words beside the raw entry, and
 * marked notified only when the webhook answers 2xx. A failure loses nothing: the entry stays
 * stored and unnotified, is sent again after the next accepted entry, and `npm run export:forms` lists it.
 */
import { messages } from '../../content/messages.ts';
import { EMAILED_FORMS, safeJson } from '../../lib/forms/form-entries.ts';
import { leadSummary, summaryObject } from '../../lib/leads/lead-summary.ts';
import type { FormStore, PendingEntry } from '../stores/store.ts';

/** A lead's values as the owner's e-mail words them (label -> words); none for a newsletter sign-up. */
const summaryOf = (p: PendingEntry, origin: string) =>
  EMAILED_FORMS.includes(p.form)
    ? summaryObject(leadSummary({ ...p, origin, words: messages.en.leadEmail }))
    : undefined;

/** At most this many entries are sent per run, so one post never waits on a long backlog. */
const BATCH = 20;

export async function notifyPending(
  store: FormStore,
  webhookUrl: string,
  fetchFn: typeof globalThis.fetch = fetch,
  /** The site's address (src/lib/serving/site-origin.ts), for the summary's page link. */
  origin = '',
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const p of await store.unnotified(BATCH)) {
    // Leads are named as the owner's e-mail names them (data/messages.yaml leadEmail.forms).
    const kind = p.form === 'newsletter' ? 'New newsletter sign-up' : messages.en.leadEmail.forms[p.form];
    const text = `${kind}: ${String(p.entry.fullName ?? p.entry.name ?? p.entry.email ?? '')}`;
    try {
      const res = await fetchFn(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: safeJson({
          text,
          form: p.form,
          id: p.id,
          receivedAt: p.receivedAt,
          summary: summaryOf(p, origin),
          entry: p.entry,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
      await store.markNotified(p.form, p.id, new Date().toISOString());
      sent++;
    } catch (error) {
      failed++;
      console.error(`Form notification of ${p.form} ${p.id} failed (kept, retried after the next entry):`, error);
      break; // the webhook is down: keep the rest for the next run
    }
  }
  return { sent, failed };
}
