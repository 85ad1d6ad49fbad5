import path from 'node:path';
import { expect, it } from 'vitest';
import { bundledJobs, pageJobs } from '../../../scripts/build/page-jobs.ts';
import { routes } from '../../../src/content/routes.ts';
import { pageKind } from '../../../src/lib/routing/page-kinds.ts';

it('begins with codegen the pages whose data is bundled, each with the template it has among all the routes', async () => {
  const begun = await bundledJobs(path.resolve('generated'));
  const bundled = routes.filter((r) => pageKind(r.kind).reads === 'bundled');
  expect(begun).toEqual(pageJobs(routes, bundled));
  expect(begun.some((j) => j.url.startsWith('/service-areas/'))).toBe(false);
});
