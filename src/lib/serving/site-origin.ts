/**
 * Where the links the site sends start (the owner's e-mail: "Sent from …" and each photo's signed link; the editor's
 * OAuth redirect_uri): the site's configured address, data/site.yaml `baseUrl`, or SITE_URL where a host sets one (a
 * local run at http://127.0.0.1:3000, `wrangler pages dev`). Never a request's Host or URL: those are whatever the
 * client sent, and one forged post would otherwise point the owner's links at another site.
 */

/** The origin (scheme, host, port) of SITE_URL when set, else of baseUrl; throws with what to fix when invalid. */
export function siteOrigin(baseUrl: string, siteUrl?: string): string {
  const [name, value] = siteUrl ? ['SITE_URL', siteUrl] : ['data/site.yaml baseUrl', baseUrl];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} "${value}" is not an address: write it whole, like https://www.example.com.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} "${value}" is not a web address: start it with https:// (or http:// for a local run).`);
  return url.origin;
}
