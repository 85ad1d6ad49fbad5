/**
 * The form handler as a Cloudflare Pages Function, for /api/* only (`_routes.json`, written by
 * scripts/build/host-files.ts); its settings are the project's bindings (src/server/hosts/cloudflare.ts).
 */
import { handle } from 'hono/cloudflare-pages';
import { cloudflareForms } from '../../src/server/hosts/cloudflare.ts';

export const onRequest = handle(cloudflareForms);
