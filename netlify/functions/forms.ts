/**
 * The form handler as a Netlify Function (Functions v2: Web Request in, Response out). `_redirects` rewrites /api/* to
 * /.netlify/functions/forms/* (scripts/build.ts --host netlify), so the form's name stays the path's last segment;
 * its stores and settings are src/server/hosts/netlify.ts. Failed e-mails are sent again by ./leads-retry.ts.
 */
import { handle } from 'hono/netlify';
import { netlifyForms } from '../../src/server/hosts/netlify.ts';

export default handle(netlifyForms);
