/**
 * Sends one lead e-mail (src/server/mail/lead-mail.ts's LeadMessage, posted as JSON by the Pages Function through the
 * LEADS_EMAIL service binding) with Cloudflare's Email Service binding, also named LEADS_EMAIL here. It answers 202
 * once the Email Service took the message (the owner's work order, Reply-To the visitor, or the homeowner's
 * confirmation, Reply-To the business's office) and 502 when it did not, so the handler keeps the entry for a later try.
 * Attachments (the requested visit's invite.ics) come as text and go to the Email Service as bytes: its `content`
 * takes a string as Base64, so the text itself is never handed over as a string.
 */
interface Message {
  to: string;
  from: string;
  /** The sender's display name (the business's, on the homeowner's e-mails). */
  fromName?: string;
  subject: string;
  text: string;
  html: string;
  /** The Email Service's own field (Workers API: replyTo), which writes the Reply-To header. */
  replyTo?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}
/** The Email Service's attachment (Workers API: content as Base64 text or bytes, type the MIME type). */
interface Attachment {
  content: ArrayBuffer;
  filename: string;
  type: string;
  disposition: 'attachment';
}
interface Env {
  LEADS_EMAIL: {
    send(
      message: Omit<Message, 'attachments' | 'from' | 'fromName'> & {
        from: string | { email: string; name: string };
        attachments?: Attachment[];
      },
    ): Promise<{ messageId: string }>;
  };
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (request.method !== 'POST') return new Response(null, { status: 405 });
    const m = (await request.json()) as Message;
    try {
      const { messageId } = await env.LEADS_EMAIL.send({
        to: m.to,
        // The Email Service's own form of a named sender (Workers API: from as { email, name }).
        from: m.fromName ? { email: m.from, name: m.fromName } : m.from,
        subject: m.subject,
        text: m.text,
        html: m.html,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        ...(m.attachments?.length
          ? {
              attachments: m.attachments.map((a) => ({
                content: bytes(a.content),
                filename: a.filename,
                type: a.contentType,
                disposition: 'attachment' as const,
              })),
            }
          : {}),
      });
      return Response.json({ messageId }, { status: 202 });
    } catch (error) {
      return Response.json({ error: String(error) }, { status: 502 });
    }
  },
};
