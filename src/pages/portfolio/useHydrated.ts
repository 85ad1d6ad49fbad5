import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs in the browser. The portfolio's
 * buttons stay disabled until then, because without JavaScript they could do nothing.
 */
export const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);
