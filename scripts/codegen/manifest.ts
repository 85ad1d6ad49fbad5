import type { Site } from '../../generated/types.ts';

/** The largest square icon: the web app's, and the business's logo in structured data (Google asks 112 px or more). */
export const LOGO = '/icon-512.png';

/** The web app manifest (https://developer.mozilla.org/docs/Web/Manifest): name, colours and icons from the brand. */
export function webManifest(site: Pick<Site, 'businessName'>, themeColor: string) {
  return {
    name: site.businessName,
    short_name: site.businessName.split(' ').slice(0, 2).join(' '),
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: themeColor,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: LOGO, sizes: '512x512', type: 'image/png' },
    ],
  };
}
