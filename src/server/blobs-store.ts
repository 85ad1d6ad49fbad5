/**
 * The store on Netlify, whose functions keep no disk and offer no SQL database: Netlify Blobs (@netlify/blobs), one
 * JSON blob per entry under <form>/<receivedAt>-<id>, in the same FormStore interface as the SQL tables. A write
 * resolves once Netlify has it (strong consistency is asked for), so the 201 still means stored. The rate limit's
 * counts are blobs too; two posts at the same instant may both be counted once (Blobs has no atomic increment),
 * which only loosens the limit by a post.
 */
import type { getStore } from '@netlify/blobs';
import { type FormName, FORMS } from '../lib/form-entries.ts';
import type { FormStore, PendingEntry } from './store.ts';

type Store = ReturnType<typeof getStore>;
interface Stored {
  receivedAt: string;
  notifiedAt: string | null;
  entry: Record<string, unknown>;
}

export function blobsStore(entries: Store, rates: Store): FormStore {
  return {
    async hit(client, form, windowStart) {
      const key = `${form}/${windowStart}/${client}`;
      const hits = (((await rates.get(key, { type: 'json', consistency: 'strong' })) as number | null) ?? 0) + 1;
      await rates.setJSON(key, hits);
      return hits;
    },
    async insert(form, entry, receivedAt) {
      const id = `${receivedAt}-${crypto.randomUUID()}`;
      const { website: _, ...kept } = entry;
      await entries.setJSON(`${form}/${id}`, { receivedAt, notifiedAt: null, entry: kept } satisfies Stored);
      return id;
    },
    async unnotified(limit) {
      const pending: PendingEntry[] = [];
      for (const form of Object.keys(FORMS) as FormName[]) {
        const { blobs } = await entries.list({ prefix: `${form}/` });
        for (const { key } of blobs.sort((a, b) => a.key.localeCompare(b.key))) {
          const stored = (await entries.get(key, { type: 'json', consistency: 'strong' })) as Stored | null;
          if (stored && !stored.notifiedAt) pending.push({ form, id: key.slice(form.length + 1), receivedAt: stored.receivedAt, entry: stored.entry });
        }
      }
      return pending.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)).slice(0, limit);
    },
    async markNotified(form, id, at) {
      const key = `${form}/${id}`;
      const stored = (await entries.get(key, { type: 'json', consistency: 'strong' })) as Stored | null;
      if (stored) await entries.setJSON(key, { ...stored, notifiedAt: at });
    },
  };
}
