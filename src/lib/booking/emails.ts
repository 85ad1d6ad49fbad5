/**
 * The e-mails of a booking's changes (the invitation goes with each: ./invitation.ts). The homeowner's, in the
 * request's language: confirmed, moved (the old window and the new), changed by themselves, declined (with the link to
 * choose another window) or cancelled, each with the link to their page of the visit while it can still change. Like
 * the request's confirmation (../leads/confirmation-email.ts) it repeats nothing typed into the form. The owner's, in
 * English, when the homeowner moved or cancelled the visit, with his links for the visit as it is now. Pure.
 */
import type { Messages } from '../../content/types.ts';
import { escapeHtml } from '../forms/form-entries.ts';
import { oneLine } from '../leads/lead-email.ts';

type Words = Messages['booking'];
/** What changed, as the homeowner's e-mail says it. */
export type HomeownerChange = keyof Words['email']['intros'];
/** What the homeowner did, as the owner's e-mail says it. */
export type OwnerNotice = keyof Words['owner']['intros'];

export interface Link {
  label: string;
  url: string;
}

export interface BookingEmail {
  subject: string;
  text: string;
  html: string;
}

/** A message with its {name} marks filled in from `values` (marks it does not name are left as they are). */
export const fillWords = (s: string, values: Record<string, string>) =>
  s.replace(/\{(\w+)\}/g, (all, k: string) => (k in values ? values[k] : all));
const fill = fillWords;

/** Paragraphs and links as the e-mail's text and HTML parts (every value escaped in the HTML). */
export function emailParts(subject: string, paragraphs: string[], links: Link[], after: string[]): BookingEmail {
  const text = [...paragraphs, ...links.map((l) => `${l.label}: ${l.url}`), ...after].join('\n\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const a = (l: Link) =>
    `<p><a href="${escapeHtml(l.url)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#0c2340;color:#fff;font-weight:bold;text-decoration:none">${escapeHtml(l.label)}</a></p>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
${paragraphs.map(p).join('\n')}
${links.map(a).join('\n')}
${after.map(p).join('\n')}
</body></html>`;
  return { subject: oneLine(subject), text, html };
}

/** The homeowner's e-mail of a change: `old` is the window before a move, `link` their page of the visit. */
export function homeownerChangeEmail(o: {
  change: HomeownerChange;
  words: Words;
  signature: string;
  window: string;
  old?: string;
  link?: string;
  changeNoticeHours: number;
}): BookingEmail {
  const w = o.words.email;
  const values = { window: o.window, old: o.old ?? o.window, hours: String(o.changeNoticeHours) };
  const links = o.link ? [{ label: o.change === 'declined' ? w.pickAnother : w.manage, url: o.link }] : [];
  return emailParts(fill(w.subjects[o.change], values), [fill(w.intros[o.change], values)], links, [
    ...(o.link && o.change !== 'declined' ? [fill(w.manageHint, values)] : []),
    w.invitation,
    o.words.page.call,
    o.signature,
  ]);
}

/** The owner's e-mail when the homeowner moved or cancelled the visit, with his links for it as it is now. */
export function ownerNoticeEmail(o: {
  notice: OwnerNotice;
  words: Words;
  reference: string;
  window: string;
  old?: string;
  actions: Link[];
}): BookingEmail {
  const w = o.words.owner;
  const values = { window: o.window, old: o.old ?? o.window, reference: o.reference };
  return emailParts(
    fill(w.subjects[o.notice], values),
    [fill(w.intros[o.notice], values), ...(o.actions.length ? [w.actions] : [])],
    o.actions,
    [],
  );
}

/** The owner's links for a visit, labelled for his e-mails, in the order of his choices. */
export function ownerLinks(
  words: Words,
  window: string,
  urls: Partial<Record<keyof Words['owner']['titles'], string>>,
) {
  const w = words.owner;
  const labels = { confirm: fill(w.confirm, { window }), move: w.move, decline: w.decline, release: w.release };
  return (Object.keys(labels) as (keyof typeof labels)[]).flatMap((k) => {
    const url = urls[k];
    return url ? [{ label: labels[k], url }] : [];
  });
}
