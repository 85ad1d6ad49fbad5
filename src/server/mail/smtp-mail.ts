/**
 * The e-mail sender of `npm start` and Netlify: SMTP through nodemailer, configured by one URL (SMTP_URL, for
 * example smtps://user:password@smtp.example.com:465). Not used on Cloudflare, whose runtime has its own sender.
 */
import nodemailer from 'nodemailer';
import type { LeadMessage } from './lead-message.ts';

export function smtpSender(url: string): (message: LeadMessage) => Promise<void> {
  const transport = nodemailer.createTransport(url);
  return async (m) => {
    // A server that never answers fails the send, and the entry waits for the next try.
    await transport.sendMail({
      to: m.to,
      from: m.fromName ? { name: m.fromName, address: m.from } : m.from,
      subject: m.subject,
      text: m.text,
      html: m.html,
      ...(m.replyTo ? { replyTo: m.replyTo } : {}),
      // The calendar event (invite.ics) as its own text/calendar part.
      ...(m.attachments?.length ? { attachments: m.attachments.map((x) => ({ ...x })) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
  };
}
