// https://vike.dev/config

import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // Every route is rendered to static HTML at build time, not by Vike's prerender but through its renderPage in one
  // process per core (scripts/build/prerender.ts, docs/decisions/0039-pages-rendered-in-workers-city-data-read-at-render.md),
  // as `about.html` rather than `about/index.html` (docs/decisions/0020-pages-as-html-files.md).
  // Pages are HTML-only unless their own +config.ts asks for hydration (https://vike.dev/clientHooks).
  clientHooks: false,
  // Links are plain page loads (https://vike.dev/server-routing): no client router to ship, and no
  // `index.pageContext.json` beside every page (a folder beside `about.html` would make hosts redirect /about to /about/).
  clientRouting: false,
  passToClient: [],
} satisfies Config;
