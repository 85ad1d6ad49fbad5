/**
 * src/components/icon-svg.tsx draws lucide's icons without lucide-react's component layers: for every icon the site
 * uses and each way the site passes props, the markup must be what lucide-react's own component writes.
 */
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from '../../src/components/icons.ts';

const VARIANTS: Record<string, unknown>[] = [
  {},
  { className: 'size-5 shrink-0' },
  { className: 'size-6 lucide', 'aria-hidden': 'true', focusable: 'false' },
  { className: 'size-4', strokeWidth: 3, 'aria-hidden': 'true' },
  { 'aria-label': 'Close', role: 'img', className: '  spaced   classes ' },
];

const ours = Object.entries(icons) as [string, ComponentType & { displayName: string }][];

describe('iconSvg', () => {
  it('draws every icon the site uses', () => {
    expect(ours.length).toBeGreaterThan(50);
  });

  it.each(ours)('%s: the markup of lucide-react’s own component', async (_, Icon) => {
    const lucide = (await import(`lucide-react/icons/${Icon.displayName}`)) as { default: ComponentType };
    for (const props of VARIANTS)
      expect(renderToStaticMarkup(createElement(Icon, props))).toBe(
        renderToStaticMarkup(createElement(lucide.default, props)),
      );
  });
});
