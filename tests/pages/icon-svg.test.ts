/**
 * src/components/icon-svg.tsx draws lucide's icons without lucide-react's component layers: for every icon the site
 * uses and each way the site passes props, the markup must be what lucide-react's own component writes.
 */
import fs from 'node:fs';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconSvg } from '../../src/components/icon-svg.tsx';

const VARIANTS: Record<string, unknown>[] = [
  {},
  { className: 'size-5 shrink-0' },
  { className: 'size-6 lucide', 'aria-hidden': 'true', focusable: 'false' },
  { className: 'size-4', strokeWidth: 3, 'aria-hidden': 'true' },
  { 'aria-label': 'Close', role: 'img', className: '  spaced   classes ' },
];

/** Every icon module src/components/icons.ts imports. */
const modules = [
  ...fs.readFileSync('src/components/icons.ts', 'utf8').matchAll(/from '(lucide-react\/icons\/[\w-]+)'/g),
].map((m) => m[1]);

describe('iconSvg', () => {
  it('draws every icon the site uses', () => {
    expect(modules.length).toBeGreaterThan(50);
  });

  it.each(modules)('%s: the markup of lucide-react’s own component', async (name) => {
    const module = (await import(name)) as { default: ComponentType };
    const Icon = iconSvg(module);
    for (const props of VARIANTS)
      expect(renderToStaticMarkup(createElement(Icon, props))).toBe(
        renderToStaticMarkup(createElement(module.default, props)),
      );
  });
});
