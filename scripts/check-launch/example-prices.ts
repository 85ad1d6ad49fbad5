import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * The service files whose price guide is still the example (`priceGuide.example: true`), as data/services/<slug>.yaml:
 * the launch check lists them, since the site must not go live quoting someone else's prices.
 */
export function examplePriceFiles(root: string): string[] {
  const dir = path.join(root, 'data/services');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') && !/\.[a-z]{2}\.yaml$/.test(name))
    .sort()
    .filter((name) => {
      const data = parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { priceGuide?: { example?: boolean } };
      return data.priceGuide?.example === true;
    })
    .map((name) => `data/services/${name}`);
}
