import type { PageContextServer } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { learnTemplate } from '../../../scripts/build/page-template.ts';

/** The first page of a kind as Vike rendered it: only what learnTemplate reads before it gives up. */
const firstPage = (config: Record<string, unknown>) =>
  ({ config, pageId: '/src/pages/financing', urlOriginal: '/financing/plan-a' }) as unknown as PageContextServer;

describe('a kind of page the build cannot render directly', () => {
  it('is named with the hook that forces the slow render, not passed over in silence', async () => {
    const warnings: string[] = [];
    const learned = await learnTemplate(
      firstPage({ data: () => ({}), onBeforeRender: () => {} }),
      '<html></html>',
      (m) => warnings.push(m),
    );
    expect(learned).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/\/src\/pages\/financing .*onBeforeRender hook.*\+data\.ts/);
  });

  it('is named when it has no data hook for the direct render to run', async () => {
    const warnings: string[] = [];
    await learnTemplate(firstPage({}), '<html></html>', (m) => warnings.push(m));
    expect(warnings).toEqual([expect.stringMatching(/\/financing\/plan-a .*no data hook/)]);
  });
});
