import { writeScriptOnUse } from './script-on-use.ts';

/**
 * The quote form's arrival-window picker (src/pages/quote/window-picker.ts): the quote script imports it on the
 * form's first use by the address the picker's markup carries. Bundled by codegen so that the quote page's first
 * script stays within its 5 KB budget without Vite's preload helper (./script-on-use.ts).
 */
export const writeWindowPickerScript = (temp: string) =>
  writeScriptOnUse(temp, {
    name: 'window-picker',
    entry: 'src/pages/quote/window-picker.ts',
    constant: 'WINDOW_PICKER_SCRIPT',
    what: "The quote form's window picker",
    bundler: 'scripts/codegen/window-picker-script.ts',
  });
