/**
 * The form handler's answers to a plain post (a form sent without JavaScript) in the site's own look: a published page
 * of the site (the answer page to a quote, src/lib/quote/sent-page.ts) with its title and the content of its <main>
 * replaced, so the header with the business's name and phone, the footer, the stylesheet and the language stay the
 * site's; and, when no published page can be read, the handler's own small page with the same content and the phone.
 * Pure: the handler (src/server/form-reply.ts) runs it on every host.
 */
import { escapeHtml } from './form-entries.ts';

const TITLE = /<title>[^<]*<\/title>/i;
const MAIN = /(<main\b[^>]*>)[\s\S]*<\/main>/i;

/**
 * `shell` with `title` (escaped) as its title and `main` (HTML the handler built, every value escaped) inside its
 * <main>; undefined when the page has no title or no <main>, so the handler answers its own page instead.
 */
export function inSitePage(shell: string, title: string, main: string): string | undefined {
  if (!TITLE.test(shell) || !MAIN.test(shell)) return undefined;
  // Functions, not replacement strings: `$&` or `$1` in a visitor's text must stay as typed.
  return shell
    .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`)
    .replace(MAIN, (_, open) => `${open}${main}</main>`);
}

export interface OwnPage {
  lang: string;
  title: string;
  /** The business's name and its phone (a tel: link and the number as shown), on every answer. */
  business: string;
  tel: string;
  phone: string;
  main: string;
}

/** The handler's own page: the content under a line with the business's name and its phone, under a policy of its own. */
export const ownPage = (o: OwnPage) => `<!doctype html>
<html lang="${escapeHtml(o.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(o.title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><header><strong>${escapeHtml(o.business)}</strong> · <a href="${escapeHtml(o.tel)}">${escapeHtml(o.phone)}</a></header><main>${o.main}</main></body></html>`;

/** The words of an answer's block: its heading and sentence, Back's advice on a refusal, the phone and the way home. */
export interface AnswerBlock {
  ok: boolean;
  title: string;
  message: string;
  /** On a refusal: the browser's Back button returns to the form with what was typed. */
  goBack?: string;
  callUs: string;
  tel: string;
  back: string;
  home: string;
}

const LINK = 'inline-flex min-h-11 items-center font-bold underline';

/** An answer as the site shows its own (the quote form's success block): green when taken, red when refused. */
export const answerBlock = (o: AnswerBlock) =>
  `<div class="bg-sand-50"><div class="container-page max-w-3xl py-8 sm:py-16"><div class="rounded-2xl border-2 p-6 sm:p-8 ${o.ok ? 'border-ok-700 bg-green-50 text-green-900' : 'border-red-700 bg-red-50 text-red-900'}"><h1 class="text-2xl">${escapeHtml(o.title)}</h1><p class="mt-3">${escapeHtml(o.message)}</p>${o.goBack ? `<p class="mt-3 font-semibold">${escapeHtml(o.goBack)}</p>` : ''}<p class="mt-5"><a href="${escapeHtml(o.tel)}" class="${LINK}">${escapeHtml(o.callUs)}</a></p><p><a href="${escapeHtml(o.home)}" class="${LINK}">${escapeHtml(o.back)}</a></p></div></div></div>`;
