import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/lib/serving/settings.ts';
import { senderOf } from '../../src/server/mail/lead-message.ts';
import { nodeMailer } from '../../src/server/mail/node-mail.ts';

// The homeowner's e-mails come from the business's name: the one LEADS_EMAIL_FROM gives before its address, read the
// same way by npm start, Netlify and Cloudflare, and a name that could start a header of its own is refused.
describe('LEADS_EMAIL_FROM with a display name', () => {
  it('is a valid setting, read as the address and the name', () => {
    const from = 'Florida Fix-It Pros <site@floridafixitpros.com>';
    expect(readSettings({ LEADS_EMAIL_FROM: from }, 'cloudflare').settings.LEADS_EMAIL_FROM).toBe(from);
    expect(senderOf(from)).toEqual({ address: 'site@floridafixitpros.com', name: 'Florida Fix-It Pros' });
    expect(senderOf('site@floridafixitpros.com')).toEqual({ address: 'site@floridafixitpros.com' });
    const mailer = nodeMailer({
      SMTP_URL: 'smtp://127.0.0.1:1',
      LEADS_EMAIL_TO: 'o@example.com',
      LEADS_EMAIL_FROM: from,
    });
    expect([mailer?.from, mailer?.fromName]).toEqual(['site@floridafixitpros.com', 'Florida Fix-It Pros']);
  });

  it('refuses a name with a line break or an address without its brackets', () => {
    for (const bad of ['Evil\r\nBcc: x@example.com <site@example.com>', '<site@example.com>', 'Name site@example.com'])
      expect(readSettings({ LEADS_EMAIL_FROM: bad }, 'node').problems.map((p) => p.name)).toContain('LEADS_EMAIL_FROM');
  });
});
