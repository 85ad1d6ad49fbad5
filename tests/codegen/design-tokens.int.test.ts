import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STYLESHEET, themeColor } from '../../scripts/codegen/design-tokens.ts';
import { webManifest } from '../../scripts/codegen/manifest.ts';
import { REPO_ROOT } from './fixture-root.ts';

describe('design tokens', () => {
  it("take the browser chrome's colour from the stylesheet's theme, written once", () => {
    const css = fs.readFileSync(path.join(REPO_ROOT, STYLESHEET), 'utf8');
    const color = themeColor(REPO_ROOT);
    expect(css).toContain(`--color-brand-900: ${color};`);
    expect(webManifest({ businessName: 'A B C' }, color).theme_color).toBe(color);
  });

  it('say where to define the colour when the stylesheet lost it', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tokens-'));
    fs.mkdirSync(path.join(root, 'src/styles'), { recursive: true });
    fs.writeFileSync(path.join(root, STYLESHEET), '@theme { --color-brand-800: #123257; }');
    expect(() => themeColor(root)).toThrow(
      /src\/styles\/app.css no longer defines --color-brand-900.*Define it in @theme/,
    );
    fs.rmSync(root, { recursive: true, force: true });
  });
});
