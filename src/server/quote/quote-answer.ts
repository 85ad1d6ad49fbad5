/**
 * The answer to a stored quote request (../forms-app.ts): JSON with its reference and its requested window (in the form's
 * words: the success block repeats it, as requested) to the form's script; to a plain post
 * (no JavaScript), the site's own answer page of the form's language with the reference filled in
 * (src/lib/quote/sent-page.ts), read from the published site by the host's `sitePage`, under the site's own
 * Content-Security-Policy so its stylesheet and images load; the handler's own page with the same content when the
 * host has no such reader or the page cannot be read.
 */
import type { Context } from 'hono';
import { routes } from '../../content/routes.ts';
import { rootOf } from '../../lib/i18n/locale.ts';
import { site, telHref } from '../../lib/page/site.ts';
import { answerPagePath, fillReference, ownAnswerPage } from '../../lib/quote/sent-page.ts';
import { contentSecurityPolicy } from '../../lib/serving/serving-rules.ts';
import { windowText } from '../booking/mail.ts';
import { apiHeaders, localeOf, reply, wantsJson, wordsFor } from '../form-reply.ts';

export async function quoteStored(c: Context, message: string, reference: string, asked: unknown) {
  const locale = localeOf(c);
  const window = typeof asked === 'string' && asked ? windowText(asked, locale) : undefined;
  if (wantsJson(c)) {
    const said = window ? wordsFor(c).quoteOkWindow.replace('{window}', window) : message;
    return reply(c, 201, said, undefined, { reference, ...(window ? { requested: window } : {}) });
  }
  const file = answerPagePath(routes, locale);
  const sitePage = c.get('sitePage');
  const page = file && sitePage ? await sitePage(file).catch(() => undefined) : undefined;
  const filled = page && fillReference(page, reference, window);
  for (const [k, v] of Object.entries(apiHeaders)) c.header(k, v);
  if (filled) {
    c.header('Content-Security-Policy', contentSecurityPolicy(site));
    return c.html(filled, 201);
  }
  if (file) console.error(`Quote answer: the site's page ${file} could not be read; the handler answered its own.`);
  return c.html(
    ownAnswerPage({
      lang: locale,
      words: wordsFor(c),
      reference,
      window,
      business: site.businessName,
      tel: telHref(site.phone.e164),
      phone: site.phone.display,
      home: rootOf(locale),
    }),
    201,
  );
}
