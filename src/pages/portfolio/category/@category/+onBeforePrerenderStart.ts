// https://vike.dev/onBeforePrerenderStart
import { routes } from '../../../../lib/content.ts';
import { routesOfKind } from '../../../../lib/routes.ts';

export const onBeforePrerenderStart = () => routesOfKind(routes, 'portfolio-category').map((r) => r.url);
