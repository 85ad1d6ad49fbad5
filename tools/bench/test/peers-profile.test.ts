import { describe, expect, it } from 'vitest';
import { profileLines } from '../src/peers/profile.ts';
import type { PeersRow } from '../src/peers/run.ts';

describe("where this site's build spends its time, in the peers' report", () => {
  const row = (generated: number, cityPages: number, cityMs: number): Pick<PeersRow, 'generated' | 'profile'> => ({
    generated,
    profile: {
      steps: { codegen: 1.5, pages: 2.25, hostFiles: 0.05 },
      cpuSeconds: { codegen: 0.75, bundles: 0, pages: 3.5, build: 0.4 },
      templates: {
        'pages of one': { pages: 33, filled: 0, ms: 396 },
        'city en': { pages: cityPages, filled: cityPages - 100, ms: cityMs },
      },
    },
  });
  const md = profileLines([row(1000, 1100, 1650), row(5000, 5100, 5100)]).join('\n');

  it("gives each step's wall and CPU seconds at each size, the render processes' CPU with their starts", () => {
    expect(md).toContain('| + 1,000 | 1.5 s | – | 2.3 s | 0.1 s | 0.8 s | 0.0 s | 3.5 s | 0.4 s |');
  });

  it('gives each kind of page its pages, filled pages and CPU per page at each size', () => {
    expect(md).toContain('| city en | 1,100 (1,000 filled), 1.50 ms | 5,100 (5,000 filled), 1.00 ms |');
    expect(md).toContain('| pages of one | 33 (0 filled), 12.00 ms | 33 (0 filled), 12.00 ms |');
  });

  it('says nothing for builds that reported no profile', () => {
    expect(profileLines([{ generated: 1000 }])).toEqual([]);
  });
});
