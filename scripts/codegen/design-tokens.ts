import fs from 'node:fs';
import path from 'node:path';

/** Where the design tokens live: the Tailwind theme of the site's one stylesheet. */
export const STYLESHEET = 'src/styles/app.css';

/**
 * The brand colour as the browser chrome and the web app manifest need it, read from the stylesheet's theme
 * (`--color-brand-900`) so the colour is written once.
 */
export function themeColor(root: string): string {
  const css = fs.readFileSync(path.join(root, STYLESHEET), 'utf8');
  const value = /--color-brand-900:\s*(#[0-9a-f]{3,8})\s*;/i.exec(css)?.[1];
  if (!value)
    throw new Error(
      `${STYLESHEET} no longer defines --color-brand-900 as a hex colour: the manifest and the theme-color tag take it from there. Define it in @theme, or change scripts/codegen/design-tokens.ts.`,
    );
  return value;
}
