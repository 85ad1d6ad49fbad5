/**
 * The lead e-mail on Node (`npm start`, Netlify's functions): SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM from the
 * environment, all three or no e-mail. The links' secret is LINK_SECRET (or its former name PHOTO_LINK_SECRET); on
 * `npm start` without it, one is made once and kept beside the database, so links sent earlier still open after a
 * restart.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { linkSecretOf } from '../../lib/serving/settings.ts';
import { type LeadMailer, senderOf } from './lead-message.ts';
import { smtpSender } from './smtp-mail.ts';

export function nodeMailer(env: Record<string, string | undefined>, secretDir?: string): LeadMailer | undefined {
  const { SMTP_URL: url, LEADS_EMAIL_TO: to, LEADS_EMAIL_FROM: from } = env;
  if (!url || !to || !from) return undefined;
  const sender = senderOf(from);
  return {
    send: smtpSender(url),
    to,
    from: sender.address,
    ...(sender.name ? { fromName: sender.name } : {}),
    linkSecret: linkSecretOf(env) || (secretDir ? keptSecret(secretDir) : undefined),
  };
}

function keptSecret(dir: string): string {
  const file = path.join(dir, 'photo-link-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
