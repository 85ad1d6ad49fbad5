import type { ComponentProps, ComponentType } from 'react';
import { islandHoldUrl } from '../lib/content.ts';
import { serializeJsonLd } from '../lib/page/json-ld.ts';
import type { IslandComponent, IslandName } from './registry.ts';

/**
 * An interactive component on an HTML-only page: pre-rendered here, hydrated in the browser by src/islands/loader.ts
 * from the props written beside it (a JSON block, which the CSP allows because it is never executed). The container
 * is `display: contents`, so it adds no box to the layout.
 *
 * `wake`: when React loads for it. 'interaction' (the default) waits for the visitor to touch, hover, focus or type in
 * it: right for what is on screen when the page opens, which would otherwise load React before anyone acts.
 * 'visible' starts as it scrolls near the screen: right for islands further down, so that they are awake by the time
 * the visitor, who had to scroll there first, reaches for them.
 *
 * Before it, the script that holds a form submitted before the loader is live (./hold.ts): a classic script without
 * async, so the browser runs it before it parses the island (a second island on the page loads it from the cache).
 */
export function Island<N extends IslandName>({
  name,
  component: Component,
  props,
  wake = 'interaction',
}: {
  name: N;
  component: IslandComponent<N>;
  props: ComponentProps<IslandComponent<N>>;
  wake?: 'interaction' | 'visible';
}) {
  // One name, one component: the registry's types tie the props to it (TypeScript cannot narrow N here).
  const C = Component as ComponentType<object>;
  return (
    <>
      <script src={islandHoldUrl} />
      <script
        type="application/json"
        data-island-props={name}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped (src/lib/page/json-ld.ts) cannot close the script.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(props) }}
      />
      <div data-island={name} data-wake={wake === 'visible' ? 'visible' : undefined} className="contents">
        <C {...props} />
      </div>
    </>
  );
}
