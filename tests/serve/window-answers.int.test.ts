import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { windowLabel, windowsFor } from '../../src/lib/calendar/availability.ts';
import type { WindowRule } from '../../src/lib/calendar/window-refusal.ts';
import { escapeHtml } from '../../src/lib/forms/form-entries.ts';
import { site } from '../../src/lib/page/site.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { handler, sqlite } from './form-handler.ts';
import { multipart, quoteFields } from './quote-request.ts';

// A visitor without JavaScript asks for an arrival window (src/server/windows/window-answer.ts): the handler answers in the
// site's own page (a published page read through the host's sitePage: its stylesheet, the business's name and phone),
// says which rule refused the window, and offers the free windows as a form that sends the request again with what
// was typed, the next free window chosen. Every other refusal of a plain post keeps the site's look and the phone too.
// The built pages themselves are used on each host in tests/hosts/ (after the build); here a page of the same shape.
const NOW = Date.UTC(2026, 11, 21, 12); // Monday 2026-12-21, 07:00 in Florida
const offered = windowsFor(windowRules, NOW);
const tz = windowRules.timeZone;
const plain = { Accept: 'text/html', Origin: 'http://localhost' };
const STYLESHEET = '<link rel="stylesheet" type="text/css" href="/assets/app.css">';
/** A published answer page as the build writes it, reduced to what the answers keep: head, header, <main>, footer. */
const sitePage = async (url: string) =>
  `<!DOCTYPE html><html lang="${url.startsWith('/es/') ? 'es' : 'en'}"><head>${STYLESHEET}<title>Request received | ${site.businessName}</title></head><body><header><a href="/">${site.businessName}</a><a href="tel:${site.phone.e164}">${site.phone.display}</a></header><main id="main"><div data-quote-sent>Request received</div></main><footer></footer></body></html>`;
const app = () => {
  const db = sqlite();
  return { ...handler(db.store, { now: () => NOW, sitePage }), store: db.store, rows: () => db.rows('quote') };
};
const post = (a: Pick<ReturnType<typeof app>, 'app'>, path: string, body: BodyInit, accept = plain) =>
  a.app.request(`http://localhost/api/${path}`, { method: 'POST', headers: accept, body });

/** The site's look: its page around the answer (its stylesheet, header and phone), in the form's language. */
function inSiteLook(html: string, locale: string) {
  expect(html).toContain(STYLESHEET);
  expect(html).toContain(`<html lang="${locale}"`);
  expect(html).toMatch(new RegExp(`<title>[^<]+ \\| ${site.businessName}</title>`));
  expect(html).toContain(`<main id="main"><div class="bg-sand-50">`);
  expect(html).not.toContain('<div data-quote-sent>');
  expect(html.match(new RegExp(`href="tel:\\${site.phone.e164}"`, 'g'))!.length).toBeGreaterThanOrEqual(2);
}
const unescaped = (s: string) => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
/** The fields the page sends again, as the browser sends them. */
const hidden = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], unescaped(m[2])]),
  );
/** The sentence of `rule` without the window's label, as the page writes it. */
const ruleText = (locale: string, rule: WindowRule) =>
  escapeHtml(
    messages[locale]!.windows.refused[rule].split('{asked}')[1]
      .replace('{days}', '14')
      .replace('{hours}', String(windowRules.noticeHours)),
  );

// A Wednesday whose visits other visitors take (visitsPerDay), each from a phone and an address of its own.
const fullDay = offered.filter((w) => w.start.startsWith('2026-12-23')).map((w) => w.start);
const ASKED: Record<WindowRule, string> = {
  tooSoon: '2026-12-20T08:00',
  withinNotice: '2026-12-21T08:00',
  tooFar: '2027-01-08T08:00',
  holiday: '2026-12-25T10:00',
  closedDay: '2026-12-27T10:00',
  outsideHours: '2026-12-22T19:00',
  notAStart: '2026-12-22T09:00',
  dayFull: fullDay[windowRules.visitsPerDay!],
  full: offered[1].start,
};

describe.each(['en', 'es'])('a window refused, in %s', (locale) => {
  it('names the rule that refused it, in the JSON and on a page of the free windows with the next one chosen', async () => {
    const a = app();
    const taken = { ...quoteFields('First'), window: ASKED.full };
    expect((await post(a, 'quote', multipart(taken))).status).toBe(201);
    expect(fullDay.length).toBeGreaterThan(windowRules.visitsPerDay!);
    const others = fullDay.slice(0, windowRules.visitsPerDay);
    for (const w of others) {
      const holder = { phone: w.replace(/\D/g, ''), client: w };
      expect(
        await a.store.windows?.insertInWindow({ ...quoteFields(w), window: w }, new Date(NOW).toISOString(), holder),
      ).toBeTruthy();
    }
    const free = windowsFor(windowRules, NOW, { held: Object.fromEntries([ASKED.full, ...others].map((w) => [w, 1])) });
    for (const [rule, asked] of Object.entries(ASKED) as [WindowRule, string][]) {
      const typed = { ...quoteFields(`Sin Script ${rule}`), details: 'Dos "cuartos" & techo < 3 m', window: asked };
      const json = await post(a, `quote?locale=${locale}`, multipart(typed), { ...plain, Accept: 'application/json' });
      expect(json.status).toBe(409);
      const answer = (await json.json()) as { message: string; window: string };
      const next = free.find((w) => w.start > asked) ?? free[0];
      expect(answer.window).toBe(next.start);
      expect(escapeHtml(answer.message)).toContain(ruleText(locale, rule));
      expect(answer.message).toContain(windowLabel(next, locale, tz));

      const res = await post(a, `quote?locale=${locale}`, multipart(typed));
      expect(res.status).toBe(409);
      const html = await res.text();
      inSiteLook(html, locale);
      expect(html).toContain(ruleText(locale, rule));
      expect(html.match(/<input type="radio" name="window"/g)).toHaveLength(free.length + 1); // and none
      expect(html).toContain(`value="${next.start}" class="sr-only" checked>`);
      const { window: _, ...carried } = typed;
      expect(hidden(html)).toEqual(carried);
    }
  });

  it('sends the request again from that page, with the window chosen there', async () => {
    const a = app();
    const typed = { ...quoteFields(`Again ${locale}`), window: ASKED.closedDay };
    const html = await (await post(a, `quote?locale=${locale}`, multipart(typed))).text();
    const action = /<form method="post" action="([^"]+)" enctype="multipart\/form-data"/.exec(html)![1];
    const chosen = /value="([^"]+)" class="sr-only" checked>/.exec(html)![1];
    expect(action).toBe(locale === 'en' ? '/api/quote' : `/api/quote?locale=${locale}`);
    const sent = await post(a, action.slice('/api/'.length), multipart({ ...hidden(html), window: chosen }));
    expect(sent.status).toBe(201);
    expect(a.rows()).toEqual([expect.objectContaining({ ...typed, window: chosen })]);
  });

  it('answers "See the free windows" with the page of free windows, what was typed carried, none chosen', async () => {
    const a = app();
    const typed = { ...quoteFields(`Windows ${locale}`), website: '', photos: 'IMG_0001.jpg' };
    const res = await post(a, `windows?locale=${locale}`, new URLSearchParams(typed));
    expect(res.status).toBe(200);
    const html = await res.text();
    inSiteLook(html, locale);
    expect(html).toContain(escapeHtml(messages[locale]!.windows.title));
    expect(html.match(/<input type="radio" name="window"/g)).toHaveLength(offered.length + 1);
    expect(html).toContain('value="" class="sr-only" checked>');
    expect(html).toContain(
      `<legend class="mb-1 text-sm text-slate-700">${escapeHtml(windowLabel(offered[0], locale, tz).replace(/, [^,]*$/, ''))}`,
    );
    const { photos: _, ...carried } = typed;
    expect(hidden(html)).toEqual(carried);
    // A post the quote's schema refuses gets the fields to fix, on the site's page.
    const { details: __, ...noDetails } = carried;
    const refused = await post(a, `windows?locale=${locale}`, new URLSearchParams(noDetails));
    expect(refused.status).toBe(422);
    inSiteLook(await refused.text(), locale);
  });

  it('keeps the site and its phone on every refusal of a plain post: 413, 422, 429, 503', async () => {
    const a = handler(sqlite().store, { now: () => NOW, sitePage, settings: { FORMS_RATE_LIMIT: '1' } });
    const broken = handler({ ...sqlite().store, insert: () => Promise.reject(new Error('disk full')) }, { sitePage });
    const { details: _, ...noDetails } = quoteFields('Refused');
    const answers = [
      await post(a, `newsletter?locale=${locale}`, new URLSearchParams({ email: 'x'.repeat(20_000) })),
      await post(a, `quote?locale=${locale}`, multipart(noDetails)),
      await post(a, `quote?locale=${locale}`, multipart(noDetails)),
      await post(broken, `newsletter?locale=${locale}`, new URLSearchParams({ email: 'a@example.com' })),
    ];
    expect(answers.map((r) => r.status)).toEqual([413, 422, 429, 503]);
    for (const res of answers) {
      const html = await res.text();
      inSiteLook(html, locale);
      expect(html).toContain(escapeHtml(messages[locale]!.forms.goBack));
    }
  });
});

it('answers its own page with the business name and phone when the site page cannot be read', async () => {
  const { details: _, ...noDetails } = quoteFields('No Site');
  for (const sitePage of [undefined, async () => undefined, async () => '<p>no main here</p>']) {
    const res = await post(handler(sqlite().store, { sitePage }), 'quote?locale=es', multipart(noDetails));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<strong>${escapeHtml(site.businessName)}</strong>`);
    expect(html).toContain(`<a href="tel:${site.phone.e164}">${site.phone.display}</a>`);
    expect(html).toContain(escapeHtml(messages.es!.forms.goBack));
  }
});
