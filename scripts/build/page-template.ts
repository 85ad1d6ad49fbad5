/**
 * Renders the pages of one template without Vike's per-page work (routing, page assets, assembling and injecting its
 * tags), which cost as much as React itself per city page. The first page of a template is rendered by Vike's
 * renderPage; from it the renderer learns the page's hooks (pageContext.config) and the tags Vike added to our
 * document (its stylesheet after <head>, its page's script before </body>: the same on every page of one template).
 * The next pages run the data hook and our document (src/pages/document.ts) with a pageContext made from the first
 * one's, and get the same tags. Public APIs only (docs/decisions/0049-pages-rendered-by-our-own-onrenderhtml.md).
 */
import { getGlobalContextAsync } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { documentHtml } from '../../src/pages/document.ts';
import { type Filling, fillOrRender, startFilling, type Written } from './fill/template-fill.ts';

/** What was learned from a template's first page. */
export interface Template {
  first: PageContextServer;
  /**
   * The first page's pageContext as a plain object, each page's made from it: spreading Vike's own ran its getters
   * (the address parsed again) for every page.
   */
  context: PageContextServer;
  route: string;
  /** Our document's text before and after the places where Vike put its tags, and those tags. */
  head: string;
  tail: string;
  headTags: string;
  bodyTags: string;
  /** The next pages filled from marked markup where their inputs differ only in strings (./fill/template-fill.ts). */
  filling: Filling;
}

/** Hooks the direct render does not run (it runs onBeforeRoute, data and our document): a page with one is always
 * rendered by Vike. */
const HOOKS = ['guard', 'onBeforeRender', 'onBeforeRenderHtml', 'onAfterRenderHtml', 'onCreatePageContext'];

/**
 * What Vike added to our document on a page it rendered: its text up to the first difference and from the last one,
 * and what was inserted at each; undefined when it is not two insertions, or the page has hooks the direct render
 * skips. Then every page of the template is rendered by Vike, about twice the time a page: `warn` is told why, naming
 * the page, so that the cost is not paid without a word.
 */
export async function learnTemplate(
  first: PageContextServer,
  html: string,
  warn: (message: string) => void = () => {},
): Promise<Template | undefined> {
  const config = first.config as Record<string, unknown>;
  const page = `${first.pageId ?? first.urlOriginal} (${first.urlOriginal} and the other pages of its kind)`;
  const slow = (why: string) => {
    warn(
      `${page} ${why}, so each of its pages is rendered by Vike's renderPage, about twice the time a page (scripts/build/page-template.ts).`,
    );
    return undefined;
  };
  const hook = HOOKS.find((name) => config[name] !== undefined);
  if (hook)
    return slow(`has a ${hook} hook, which the build's direct render does not run: move its work into +data.ts`);
  if (typeof config.data !== 'function') return slow('has no data hook (+data.ts) for the direct render to run');
  const route = (await getGlobalContextAsync(true)).pages[first.pageId ?? '']?.route;
  if (typeof route !== 'string')
    return slow('has a route function, which the direct render cannot match: give it a route string');
  const own = documentHtml(first);
  let start = 0;
  while (start < own.length && own[start] === html[start]) start++;
  let end = 0;
  while (end < own.length - start && own[own.length - 1 - end] === html[html.length - 1 - end]) end++;
  const added = html.length - own.length;
  const [head, middle, tail] = [own.slice(0, start), own.slice(start, own.length - end), own.slice(own.length - end)];
  // Where the first insertion ends is ambiguous when its last characters repeat what follows: take the split that
  // gives the page back.
  const context = { ...first };
  const fields = pageFields(context, route, first.urlOriginal);
  // The page is head + headTags + middle + bodyTags + tail, the head and the tail already equal by their making: the
  // split gives the page back when `middle` follows the first k characters inserted. Compared in place: building each
  // candidate page and comparing it whole cost a quarter of a second of each renderer of the real site.
  for (let k = 0; k <= added; k++) {
    if (html.startsWith(middle, start + k)) {
      const headTags = html.slice(start, start + k);
      const bodyTags = html.slice(html.length - end - (added - k), html.length - end);
      const filling = startFilling({ url: fields ?? {}, data: first.data });
      // A first page that routes elsewhere (renderWithTemplate renders none of that template) teaches no slots.
      if (!fields) filling.off = 'its first page does not route to its template';
      return { first, context, route, head, tail, headTags, bodyTags, filling };
    }
  }
  return slow(
    "was changed by Vike in more than two places (src/pages/document.ts no longer matches vike-react's document?)",
  );
}

/** A Vike route's parameters for a path (`/service-areas/@city`), or undefined when it does not match. */
function routeParams(route: string, path: string): Record<string, string> | undefined {
  const want = route.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith('@')) params[part.slice(1)] = have[i];
    else if (part !== have[i]) return undefined;
  }
  return params;
}

type Hooks = {
  onBeforeRoute?: (pc: { urlOriginal: string }) => { pageContext?: { locale?: string; urlLogical?: string } };
  data: (pc: PageContextServer) => unknown;
};

/**
 * What pageContext holds for `url` beyond the first page's (`context`): its address, its route's parameters and what
 * onBeforeRoute adds; undefined when it does not route to the template (another template, another language).
 */
function pageFields(context: PageContextServer, route: string, url: string): Record<string, unknown> | undefined {
  const { onBeforeRoute } = context.config as unknown as Hooks;
  const pathname = new URL(url, 'http://localhost').pathname;
  const routed = onBeforeRoute?.({ urlOriginal: url })?.pageContext ?? {};
  const urlPathname = routed.urlLogical ?? pathname;
  const params = routeParams(route, urlPathname);
  if (!params || routed.locale !== (context as { locale?: string }).locale) return undefined;
  const urlParsed = { ...context.urlParsed, href: urlPathname, pathname: urlPathname, pathnameOriginal: urlPathname };
  return { urlOriginal: url, urlPathname, urlParsed, routeParams: params, ...routed };
}

/** Our document for a page of the template with Vike's tags, or undefined when it does not start and end as the first one's. */
function documentOf(t: Template, pageContext: PageContextServer): string | undefined {
  const own = documentHtml(pageContext);
  if (!own.startsWith(t.head) || !own.endsWith(t.tail) || own.length < t.head.length + t.tail.length) return undefined;
  return t.head + t.headTags + own.slice(t.head.length, own.length - t.tail.length) + t.bodyTags + t.tail;
}

/**
 * A page of the template rendered directly: filled from its variant's markup when it has one (./fill/template-fill.ts),
 * else by React; undefined when it does not fit the template (it routes elsewhere, or its document does not start
 * and end as the first one's): then Vike renders it.
 */
export async function renderWithTemplate(t: Template, url: string): Promise<Written | undefined> {
  const page = pageFields(t.context, t.route, url);
  if (!page) return undefined;
  const pageContext = { ...t.context, ...page } as PageContextServer;
  const data = await (t.context.config as unknown as Hooks).data(pageContext);
  return fillOrRender(t.filling, url, { url: page, data }, (input) =>
    documentOf(t, { ...t.context, ...input.url, data: input.data } as PageContextServer),
  );
}
