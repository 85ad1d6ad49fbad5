import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../src/lib/serving/settings.ts';

// docs/hosting.md's table of settings is the owner's list of what to set: it must name every setting of
// schemas/settings.schema.json, and nothing else, with the same hosts and the same launch rule.
const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/hosting.md'), 'utf8');
const section = doc.slice(doc.indexOf('\n## Settings\n'), doc.indexOf('\n## ', doc.indexOf('\n## Settings\n') + 1));
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| /, '').trim()));
const HOSTS = { node: '`npm start`', cloudflare: 'Cloudflare', netlify: 'Netlify' };

describe("docs/hosting.md's table of settings", () => {
  it('names every setting of the schema, in its order, and no other', () => {
    expect(rows.map(([name]) => name)).toEqual(SETTINGS.map((s) => `\`${s.name}\``));
  });
  it("gives each setting the schema's hosts, launch rule, secrecy and description", () => {
    for (const s of SETTINGS) {
      const [, hosts, needed, secret, what] = rows.find(([name]) => name === `\`${s.name}\``) ?? [];
      const expected = s.hosts.length === 3 ? 'all three' : s.hosts.map((h) => HOSTS[h]).join(', ');
      expect([s.name, hosts, needed, secret]).toEqual([
        s.name,
        expected,
        s.launch ? 'for launch' : 'optional',
        s.secret ? 'yes' : '',
      ]);
      expect(what.replace(/ \|$/, ''), s.name).toBe(s.description);
    }
  });
});
