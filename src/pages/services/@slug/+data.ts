// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { services } from '../../../lib/content.ts';
import { pageHead } from '../../../lib/head.ts';

export function data(pageContext: PageContextServer) {
  const service = services.find((s) => s.slug === pageContext.routeParams.slug);
  if (!service) throw render(404);
  return { head: pageHead(`/services/${service.slug}`, service.metaTitle, service.metaDescription), service };
}
export type Data = ReturnType<typeof data>;
