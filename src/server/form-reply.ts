/**
 * The form handler's answers (./forms-app.ts): JSON to fetch() (Accept: application/json), a small HTML page to a plain
 * form post, in the language of the page that sent the form, under the handler's own headers.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages as catalogue } from '../content/messages.ts';
import type { Messages } from '../content/types.ts';
import { escapeHtml, type FormName, safeJson } from '../lib/form-entries.ts';
import { isLocale } from '../lib/locale.ts';
import { baseHeaders } from '../lib/serving-rules.ts';
import { bodyLimitFor } from './quote-routes.ts';

/** Function responses get no `_headers` (Cloudflare, Netlify): the handler sends its own, a policy that allows nothing. */
export const apiHeaders = {
  ...baseHeaders,
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
};

/**
 * The handler's words in the language of the page that sent the form: its `?locale=` (the forms of a Spanish page
 * post to /api/<form>?locale=es), English otherwise. The texts are data/messages.yaml's `forms`.
 */
function catalogueFor(c: Context): Messages {
  return catalogue[localeOf(c)] ?? catalogue.en;
}
/** The language of the page that sent the form: its `?locale=` when it is one of the site's, English otherwise. */
export function localeOf(c: Context): string {
  const locale = c.req.query('locale');
  return isLocale(locale) ? locale : 'en';
}
/** Whether the post came from the form's script (fetch asks for JSON) rather than a plain form post. */
export const wantsJson = (c: Context) => (c.req.header('accept') ?? '').includes('application/json');
export const wordsFor = (c: Context): Messages['forms'] => catalogueFor(c).forms;

/**
 * What to fix, in the visitor's words: the newsletter's one field has its own sentence (the one its page shows with
 * JavaScript, so a page sent without it reads the same); other forms name their fields.
 */
export function checkText(c: Context, name: FormName, fields: string[]): string {
  const words = catalogueFor(c);
  if (name === 'newsletter' && fields.includes('email')) return words.newsletter.invalid;
  return words.forms.check.replace('{fields}', fields.length ? fields.join(', ') : words.forms.checkForm);
}

/** The refusals that have a sentence of their own. */
const STATUS_TEXT = {
  403: 'wrongOrigin',
  405: 'postOnly',
  413: 'tooLarge',
  429: 'tooMany',
  503: 'unavailable',
} as const satisfies Partial<Record<ContentfulStatusCode, keyof Messages['forms']>>;
type Refusal = keyof typeof STATUS_TEXT;
export const isRefusal = (status: number): status is Refusal => status in STATUS_TEXT;

/** A refusal's answer: its status and its sentence (the size limit of the form's path where it says one). */
export const refuse = (c: Context, status: Refusal) =>
  reply(
    c,
    status,
    wordsFor(c)[STATUS_TEXT[status]].replace('{size}', String(Math.round(bodyLimitFor(c.req.path) / 1024))),
  );

/** The answer as JSON to the form's script, as a small page to a plain post; a stored quote's JSON names its reference. */
export function reply(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  fields?: string[],
  reference?: string,
): Response {
  for (const [k, v] of Object.entries(apiHeaders)) c.header(k, v);
  const ok = status < 300;
  if (wantsJson(c)) {
    return c.body(safeJson({ ok, message, fields, reference }), status, {
      'Content-Type': 'application/json; charset=utf-8',
    });
  }
  const words = wordsFor(c);
  const title = ok ? words.thanks : words.checkTitle;
  const lang = localeOf(c);
  // Back to the home page of the form's language.
  const home = lang === 'en' ? '/' : `/${lang}`;
  return c.html(
    `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1><p>${escapeHtml(message)}</p>${ok ? '' : `<p><strong>${escapeHtml(words.goBack)}</strong></p>`}<p><a href="${home}">${escapeHtml(words.back)}</a></p></body></html>`,
    status,
  );
}
