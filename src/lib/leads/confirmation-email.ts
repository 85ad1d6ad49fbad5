/**
 * The homeowner's confirmation of a quote request, in the language of the page that sent it: the reference to give
 * on the phone, what they asked (the service's title as the form showed it, the job chosen with its usual price, how
 * many photos), what happens next and the business's phone as a tap-to-call link. Anyone can type anyone's address
 * into the form, so the confirmation repeats nothing typed into it (no name, details or address): it cannot carry a
 * stranger's text to someone else's inbox under the business's name. A requested arrival window is named as waiting
 * for the owner's confirmation (the e-mail's tentative calendar event: ../calendar/visit-event.ts). Pure: every host sends what
 * this returns.
 */
import type { Messages } from '../../content/types.ts';
import { escapeHtml, PHOTOS_FIELD } from '../forms/form-entries.ts';
import { jobRef } from '../prices/price-rules.ts';
import type { FormWords } from './lead-catalog.ts';
import { oneLine, replyAddress } from './lead-email.ts';
import { dialable } from './lead-summary.ts';

export interface ConfirmationInput {
  entry: Record<string, unknown>;
  /** The words of the entry's language (data/messages*.yaml confirmationEmail) and of its quote form. */
  words: Messages['confirmationEmail'];
  form: FormWords;
  /** The business's phone as the site shows it and as a phone dials it (data/site.yaml). */
  phone: { display: string; e164: string };
  /** The requested arrival window as a sentence in the entry's language, when the quote asked for one. */
  windowLabel?: string;
  /** The link to the homeowner's page of their visit (../booking/links.ts), with its label and until when it works. */
  manage?: { label: string; url: string; hint: string };
}

export interface ConfirmationEmail {
  /** The visitor's address. */
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The confirmation of a quote, or undefined when the visitor gave no address to send it to. */
export function confirmationEmail({
  entry,
  words,
  form,
  phone,
  windowLabel,
  manage,
}: ConfirmationInput): ConfirmationEmail | undefined {
  const to = replyAddress(entry.email);
  if (!to) return undefined;
  const str = (k: string) => (typeof entry[k] === 'string' ? (entry[k] as string) : '');
  const reference = str('reference');
  const service = str('service') ? (form.services[str('service')] ?? str('service')) : form.noService;
  const job = form.jobs[jobRef(str('service'), str('job'))];
  const photos = Array.isArray(entry[PHOTOS_FIELD]) ? entry[PHOTOS_FIELD].length : 0;
  const asked: [string, string][] = [
    ...(reference ? [[words.reference, reference] as [string, string]] : []),
    [words.service, service],
    // The job's id was checked against the service's price guide, so its name and range are the site's own words.
    ...(job ? [[words.job, job] as [string, string]] : []),
    ...(photos ? [[words.photos, words.photosCount.replace('{count}', String(photos))] as [string, string]] : []),
    ...(windowLabel ? [[words.window, windowLabel] as [string, string]] : []),
  ];
  const greeting = words.greeting;
  // A chosen window is confirmed by e-mail (the owner's one-tap links), not set on the call back.
  const next = windowLabel ? words.nextWithWindow : words.next;
  const tel = `tel:${dialable(phone.e164)}`;

  const text = [
    greeting,
    '',
    words.intro,
    '',
    ...asked.map(([label, value]) => `${label}: ${value}`),
    ...(windowLabel ? ['', words.windowPending] : []),
    ...(manage ? ['', `${manage.label}: ${manage.url}`, manage.hint] : []),
    ...(reference ? ['', words.referenceHint] : []),
    '',
    `${words.nextHeading}:`,
    next,
    '',
    `${words.call} (${tel})`,
    words.reply,
    '',
    words.signature,
  ].join('\n');

  const row = ([label, value]: [string, string]) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`;
  // The phone's words become the link where they appear, so the number is tappable wherever the sentence puts it.
  const call = escapeHtml(words.call).replace(
    escapeHtml(phone.display),
    `<a href="${escapeHtml(tel)}" style="font-weight:bold">${escapeHtml(phone.display)}</a>`,
  );
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.intro)}</p>
<table>${asked.map(row).join('')}</table>
${windowLabel ? `<p>${escapeHtml(words.windowPending)}</p>` : ''}
${manage ? `<p><a href="${escapeHtml(manage.url)}" style="font-weight:bold">${escapeHtml(manage.label)}</a><br>${escapeHtml(manage.hint)}</p>` : ''}
${reference ? `<p>${escapeHtml(words.referenceHint)}</p>` : ''}
<h2 style="font-size:16px">${escapeHtml(words.nextHeading)}</h2>
<p>${escapeHtml(next)}</p>
<p>${call.includes('<a ') ? call : `${call} <a href="${escapeHtml(tel)}">${escapeHtml(phone.display)}</a>`}</p>
<p>${escapeHtml(words.reply)}</p>
<p>${escapeHtml(words.signature)}</p>
</body></html>`;

  const subject = oneLine(words.subject.replace('{reference}', reference));
  return { to, subject, text, html };
}
