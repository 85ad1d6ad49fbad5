// https://vike.dev/config
import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // Every route is rendered to static HTML at build time (https://vike.dev/pre-rendering), as `about.html` rather
  // than `about/index.html`: hosts serve that at /about itself, where a folder's index.html gets a redirect to /about/
  // (docs/decisions/0020-pages-as-html-files.md).
  prerender: { noExtraDir: true },
  // Pages are HTML-only unless their own +config.ts asks for hydration (https://vike.dev/clientHooks).
  clientHooks: false,
  // Links are plain page loads (https://vike.dev/server-routing): no client router to ship, and no
  // `index.pageContext.json` beside every page (a folder beside `about.html` would make hosts redirect /about to /about/).
  clientRouting: false,
  lang: 'en',
  passToClient: [],
} satisfies Config;
