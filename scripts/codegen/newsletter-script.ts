import { writeScriptOnUse } from './script-on-use.ts';

/**
 * The newsletter forms' script (src/client/newsletter.ts): the shared script (src/client/newsletter-on-use.ts) imports
 * it when a visitor first reaches a form, by the address the form carries (generated/newsletter-script.ts exports it).
 * Bundled by codegen so that the shared script, loaded on every page, does not carry Vite's preload helper
 * (./script-on-use.ts).
 */
export const writeNewsletterScript = (temp: string) =>
  writeScriptOnUse(temp, {
    name: 'newsletter',
    entry: 'src/client/newsletter.ts',
    constant: 'NEWSLETTER_SCRIPT',
    what: "The newsletter forms' script",
    bundler: 'scripts/codegen/newsletter-script.ts',
  });
