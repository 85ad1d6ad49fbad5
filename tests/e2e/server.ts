// The site the browser tests run against (playwright.config.ts): `npm start`'s server, its forms' database and photos
// in a folder emptied first (tests/browser.ts E2E_DATA_DIR), so every run starts with every arrival window free and no
// entry from an earlier run.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.env.FORMS_DATA_DIR;
if (!dir || !path.basename(dir).startsWith('e2e-'))
  throw new Error('tests/e2e/server.ts empties FORMS_DATA_DIR: give it the browser tests folder (tests/browser.ts).');
fs.rmSync(dir, { recursive: true, force: true });
await import('../../scripts/serve/cli.ts');
