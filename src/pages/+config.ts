// https://vike.dev/config
import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // Every route is rendered to static HTML at build time (https://vike.dev/pre-rendering).
  prerender: true,
  // Pages are HTML-only unless their own +config.ts asks for hydration (https://vike.dev/clientHooks).
  clientHooks: false,
  lang: 'en',
  passToClient: [],
} satisfies Config;
