// https://vike.dev/onBeforePrerenderStart
import { routes } from '../../../lib/content.ts';
import { routesOfKind } from '../../../lib/routes.ts';

export const onBeforePrerenderStart = () => routesOfKind(routes, 'blog-post').map((r) => r.url);
