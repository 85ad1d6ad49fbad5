// https://vike.dev/onRenderHtml: vike-react's page rendering, with Vike's preload tags for scripts left out
// (https://vike.dev/injectFilter).

import type { InjectFilterEntry, PageContextServer } from 'vike/types';
import { onRenderHtml as renderWithReact } from 'vike-react/__internal/integration/onRenderHtml';

/**
 * On a hydrated page Vike would add a modulepreload tag for each of its ~13 script chunks (~110 KB gzip). On a slow
 * phone connection those downloads compete with the stylesheet and images for the first paint: Lighthouse mobile
 * measured /portfolio at FCP 2.2 s and performance 94 with them, FCP 1.2 s and 100 without. The page is complete
 * HTML before it hydrates, so the scripts load as the entry imports them instead.
 */
export async function onRenderHtml(pageContext: PageContextServer) {
  const documentHtml = await renderWithReact(pageContext);
  const injectFilter = (assets: InjectFilterEntry[]) => {
    for (const asset of assets) if (asset.assetType === 'script') asset.inject = false;
  };
  return { documentHtml, injectFilter };
}
