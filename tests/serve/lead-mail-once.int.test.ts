import { expect, it } from 'vitest';
import { emailPending, type LeadMessage } from '../../src/server/mail/lead-mail.ts';
import { sqlite } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';

// Two e-mail runs at once over one store (two instances of a host, each after its own post; or a listing that still
// showed an entry already sent) sent the owner each lead twice: each run claims an entry's e-mail before sending it.
// On SQL stores (npm start's SQLite, D1) the claim is one statement. Netlify's own Blobs are atomic too, but not its
// local server, which checks and writes in two steps: there two claims at the same instant both succeed.
it('two runs at once e-mail each lead once (SQLite)', async () => {
  const { store } = sqlite();
  for (const name of ['Ana Once', 'Bea Once', 'Cy Once'])
    await store.insert('quote', quoteFields(name), new Date().toISOString());
  const sent: LeadMessage[] = [];
  const mailer = {
    to: 'owner@example.com',
    from: 'site@example.com',
    // A mail server that takes its time, as one over the internet does: both runs list the same entries meanwhile.
    send: async (m: LeadMessage) => {
      await new Promise((r) => setTimeout(r, 50));
      sent.push(m);
    },
  };
  await Promise.all([1, 2].map(() => emailPending(store, mailer, 'https://www.example.com')));
  expect(
    sent
      .filter((m) => m.to === 'owner@example.com')
      .map((m) => m.subject.match(/\w+ Once/)?.[0])
      .sort(),
  ).toEqual(['Ana Once', 'Bea Once', 'Cy Once']);
  expect(await store.unemailed(20)).toEqual([]);
});
