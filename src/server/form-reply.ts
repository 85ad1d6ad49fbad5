/**
 * The form handler's answers (./forms-app.ts): JSON to fetch() (Accept: application/json), a page in the site's look
 * with the business's phone to a plain form post, in the language of the page that sent the form.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages as catalogue } from '../content/messages.ts';
import { routes } from '../content/routes.ts';
import type { Messages } from '../content/types.ts';
import { answerBlock, inSitePage, ownPage } from '../lib/forms/answer-page.ts';
import { type FormName, safeJson } from '../lib/forms/form-entries.ts';
import { isLocale, rootOf } from '../lib/i18n/locale.ts';
import { site, telHref } from '../lib/page/site.ts';
import { answerPagePath } from '../lib/quote/sent-page.ts';
import { baseHeaders, contentSecurityPolicy } from '../lib/serving/serving-rules.ts';
import { bodyLimitFor } from './quote/quote-routes.ts';

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
/** The arrival windows' words in the form's language (./windows/window-answer.ts). */
export const windowWordsFor = (c: Context): Messages['windows'] => catalogueFor(c).windows;

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

/**
 * What a JSON answer names besides its sentence: a stored quote's reference and the window it requested (in words, for
 * the success block to repeat), the window chosen after a refusal (its value, for the picker).
 */
export interface ReplyMore {
  reference?: string;
  requested?: string;
  window?: string;
}

/** The answer as JSON to the form's script, and as a page in the site's look to a plain post (answerPage, below). */
export async function reply(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  fields?: string[],
  more: ReplyMore = {},
): Promise<Response> {
  for (const [k, v] of Object.entries(apiHeaders)) c.header(k, v);
  const ok = status < 300;
  if (wantsJson(c)) {
    return c.body(safeJson({ ok, message, fields, ...more }), status, {
      'Content-Type': 'application/json; charset=utf-8',
    });
  }
  const words = wordsFor(c);
  const title = ok ? words.thanks : words.checkTitle;
  const block = answerBlock({
    ok,
    title,
    message,
    goBack: ok ? undefined : words.goBack,
    callUs: words.callUs,
    tel: telHref(site.phone.e164),
    back: words.back,
    // Back to the home page of the form's language.
    home: rootOf(localeOf(c)),
  });
  return answerPage(c, status, title, block);
}

/**
 * A published page of the site by its address (/quote/sent): its file in dist/client on npm start, the ASSETS binding
 * on Cloudflare, a file bundled with the function on Netlify (netlify.toml included_files). Undefined when there is none.
 */
export type SitePage = (file: string) => Promise<string | undefined>;

declare module 'hono' {
  interface ContextVariableMap {
    /** The host's reader of the published site (./forms-app.ts sets it for every request). */
    sitePage: SitePage | undefined;
  }
}

/**
 * A page of `main` (HTML whose every value is escaped) titled `title`, in the site's look: the answer page of the
 * form's language (src/lib/quote/sent-page.ts answerPagePath) read through the host's `sitePage`, its <main> replaced,
 * under the site's own Content-Security-Policy so its stylesheet and images load; the handler's own page with the
 * business's name and phone when the host has no reader or the page cannot be read.
 */
export async function answerPage(c: Context, status: ContentfulStatusCode, title: string, main: string) {
  for (const [k, v] of Object.entries(apiHeaders)) c.header(k, v);
  const lang = localeOf(c);
  const file = answerPagePath(routes, lang);
  return inSiteLook(c, status, {
    file,
    lang,
    title,
    main,
    fill: (shell) => inSitePage(shell, `${title} | ${site.businessName}`, main),
    what: 'Form answer',
  });
}

/**
 * `main` set by `fill` into the published page `file`, read through the host's `sitePage`, under the site's own
 * Content-Security-Policy; the handler's own page titled `title`, with the business's name and phone, when the host
 * has no reader or the page cannot be read (`what` names the answer in the log). Shared by the forms' answers and the
 * booking's pages (./booking/answer.ts).
 */
export async function inSiteLook(
  c: Context,
  status: ContentfulStatusCode,
  o: {
    file?: string;
    lang: string;
    title: string;
    main: string;
    fill: (shell: string) => string | undefined;
    what: string;
  },
) {
  const read = c.get('sitePage');
  const shell = o.file && read ? await read(o.file).catch(() => undefined) : undefined;
  const page = shell && o.fill(shell);
  if (page) {
    c.header('Content-Security-Policy', contentSecurityPolicy(site));
    return c.html(page, status);
  }
  if (o.file && read)
    console.error(`${o.what}: the site's page ${o.file} could not be read; the handler answered its own.`);
  const phone = { tel: telHref(site.phone.e164), phone: site.phone.display };
  return c.html(ownPage({ lang: o.lang, title: o.title, business: site.businessName, ...phone, main: o.main }), status);
}
