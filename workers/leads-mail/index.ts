/**
 * Sends one lead e-mail (src/server/lead-mail.ts's LeadMessage, posted as JSON by the Pages Function through the
 * LEADS_EMAIL service binding) with Cloudflare's Email Service binding, also named LEADS_EMAIL here. It answers 202
 * once the Email Service took the message (the owner's work order, Reply-To the visitor, or the homeowner's
 * confirmation, Reply-To the business's office) and 502 when it did not, so the handler keeps the entry for a later try.
 */
interface Message {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The Email Service's own field (Workers API: replyTo), which writes the Reply-To header. */
  replyTo?: string;
}
interface Env {
  LEADS_EMAIL: { send(message: Message): Promise<{ messageId: string }> };
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (request.method !== 'POST') return new Response(null, { status: 405 });
    const m = (await request.json()) as Message;
    try {
      const { messageId } = await env.LEADS_EMAIL.send({
        to: m.to,
        from: m.from,
        subject: m.subject,
        text: m.text,
        html: m.html,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
      });
      return Response.json({ messageId }, { status: 202 });
    } catch (error) {
      return Response.json({ error: String(error) }, { status: 502 });
    }
  },
};
