import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server inside the test: what the site sends arrives here, parsed. `port` reuses a port (to bring it back);
 * a message `refuse` picks is refused for good after its content is sent (550, as a content filter does) and kept
 * in `refused` instead.
 */
export async function smtpInbox(port = 0, { refuse }: { refuse?: (mail: Email) => boolean } = {}) {
  const refused: Email[] = [];
  const received: Email[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const mail = await PostalMime.parse(Buffer.concat(chunks));
        if (refuse?.(mail)) {
          refused.push(mail);
          return done(Object.assign(new Error('5.7.1 Message refused by the content filter'), { responseCode: 550 }));
        }
        received.push(mail);
        for (const w of waiters.splice(0)) w();
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    refused,
    /** Resolves once `count` messages have arrived, or rejects after `ms`. */
    async until(count: number, ms = 60_000): Promise<Email[]> {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} e-mails arrived in ${ms} ms`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The calendar invitations (text/calendar parts) an e-mail carries, each read with ical.js: its first event and STATUS. */
export function invitationsOf(mail: Email) {
  return mail.attachments
    .filter((a) => a.mimeType === 'text/calendar')
    .map((a) => {
      const text = typeof a.content === 'string' ? a.content : new TextDecoder().decode(a.content);
      const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
      if (!vevent) throw new Error(`${a.filename} holds no event:\n${text}`);
      return {
        filename: a.filename,
        text,
        event: new ICAL.Event(vevent),
        status: vevent.getFirstPropertyValue('status') as string | null,
      };
    });
}
