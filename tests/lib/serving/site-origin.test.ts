import { describe, expect, it } from 'vitest';
import { siteOrigin } from '../../../src/lib/serving/site-origin.ts';

describe("the site's own address for links", () => {
  it('is SITE_URL when set, else baseUrl, as an origin', () => {
    expect(siteOrigin('https://www.example.com/')).toBe('https://www.example.com');
    expect(siteOrigin('https://www.example.com', 'http://127.0.0.1:3000/any/path')).toBe('http://127.0.0.1:3000');
  });

  it('refuses an address that is not one, saying which setting to fix', () => {
    expect(() => siteOrigin('https://www.example.com', '127.0.0.1:3000')).toThrow(/SITE_URL .*http/);
    expect(() => siteOrigin('www.example.com')).toThrow(/baseUrl/);
  });
});
