/**
 * The hosts the site runs on, the one list: `npm start` on Node, Cloudflare Pages and Netlify. The settings name
 * theirs in `x-hosts` (schemas/settings.schema.json), each has its options in src/server/hosts/, and the hosts that
 * serve dist/client themselves get their files from the build (scripts/build/host-files.ts).
 */
export type Host = 'node' | 'cloudflare' | 'netlify';
/** The hosts that serve the built files themselves, by the files the build writes for them. */
export type StaticHost = Exclude<Host, 'node'>;
