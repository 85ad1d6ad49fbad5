/**
 * What the form handler sends and through what (./lead-mail.ts, ../booking/mail.ts): one message, its attachments, and
 * the host's sender with its settings (SMTP on Node and Netlify, the send_email binding on Cloudflare).
 */

export interface LeadMessage {
  to: string;
  from: string;
  /** The sender's display name (the business's, on the homeowner's e-mails). */
  fromName?: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes: the visitor for the owner's e-mail, the business's office for the confirmation. */
  replyTo?: string;
  /** Files sent with it: the requested visit's calendar event (invite.ics). Text content, sent as UTF-8. */
  attachments?: LeadAttachment[];
}

export interface LeadAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The calendar event of one requested visit, as every sender attaches it, its METHOD named as RFC 6047 asks. */
export const calendarInvite = (ics: string, method: 'PUBLISH' | 'REQUEST' | 'CANCEL' = 'PUBLISH'): LeadAttachment => ({
  filename: 'invite.ics',
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content: ics,
});

export interface LeadMailer {
  send(message: LeadMessage): Promise<void>;
  /** LEADS_EMAIL_TO and LEADS_EMAIL_FROM. */
  to: string;
  from: string;
  /** The display name of LEADS_EMAIL_FROM ("Florida Fix-It Pros <site@…>"), when it has one. */
  fromName?: string;
  /** LINK_SECRET: without it the e-mail says how many photos were kept, and has no booking links. */
  linkSecret?: string;
}

/** LEADS_EMAIL_FROM as an address and, when it has one, a display name: "Florida Fix-It Pros <site@…>". */
export function senderOf(from: string): { address: string; name?: string } {
  const m = /^(.+) <([^<>]+)>$/.exec(from);
  return m ? { address: m[2], name: m[1].trim() } : { address: from };
}
