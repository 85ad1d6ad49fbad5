// https://vike.dev/onBeforePrerenderStart
import { routes } from '../../../lib/content.ts';

const KINDS = new Set(['city', 'plain-city', 'city-fallback']);
export const onBeforePrerenderStart = () => routes.filter((r) => KINDS.has(r.kind)).map((r) => r.url);
