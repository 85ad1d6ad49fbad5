import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, MAX_HEADER_RULES, netlifyRedirectsFile, notFoundFolders, notFoundPage, pagePatterns, policyFor, routeFile } from '../../src/lib/serving-rules.ts';

const site = {
  quoteEmbed: { clientHubId: 'x', scriptUrl: 'https://cdn.example.net/embed.js', requestPageUrl: 'https://hub.example.org/request' },
  forms: { newsletter: '/api/newsletter', application: 'https://forms.example.com/f/123' },
};
const routes = ['/', '/about', '/portfolio', '/portfolio/kitchen', '/portfolio/404', '/service-areas', '/service-areas/boca-raton-fl', '/service-areas/404', '/services/painting'].map((url) => ({
  url,
}));

describe('serving rules', () => {
  it('writes each page as a file named after its URL, so no host adds a trailing slash', () => {
    expect(routeFile('/')).toBe('index.html');
    expect(routeFile('/about')).toBe('about.html');
    expect(routeFile('/service-areas/boca-raton-fl')).toBe('service-areas/boca-raton-fl.html');
  });
  it("answers an unknown path with its folder's 404 page, else the root one", () => {
    expect(notFoundFolders(routes)).toEqual(['/service-areas', '/portfolio']);
    expect(notFoundPage('/service-areas/nowhere', routes)).toBe('/service-areas/404');
    expect(notFoundPage('/portfolio/nope', routes)).toBe('/portfolio/404');
    expect(notFoundPage('/portfolio/a/b', routes)).toBe('/portfolio/404');
    expect(notFoundPage('/nope', routes)).toBe('/404');
    expect(notFoundPage('/service-areasx', routes)).toBe('/404');
    // Spanish addresses get the Spanish 404 page once the site has Spanish pages.
    const spanish = [...routes, { url: '/es' }];
    expect(notFoundPage('/es/nada', spanish)).toBe('/es/404');
    expect(notFoundPage('/es/nada', routes)).toBe('/404');
  });
  it('gives Netlify the same answers as 404 rules, which it applies only where no file matches', () => {
    expect(netlifyRedirectsFile(routes).split('\n').slice(1)).toEqual([
      '/api/*  /.netlify/functions/forms/:splat  200',
      '/service-areas/*  /service-areas/404.html  404',
      '/portfolio/*  /portfolio/404.html  404',
      '/*  /404.html  404',
      '',
    ]);
  });
});

describe('_headers', () => {
  const file = headersFile(site, routes, ["'sha256-abc='"]);
  const blocks = file.split(/\n(?=\/)/).filter((b) => b.startsWith('/'));
  const block = (pattern: string) => blocks.find((b) => b.split('\n')[0] === pattern) ?? '';
  it('sends the common security headers everywhere', () => {
    expect(block('/*')).toContain('X-Content-Type-Options: nosniff');
    expect(block('/*')).not.toContain('Content-Security-Policy');
  });
  it("attaches the site's policy to patterns from the route list, never to /* (the editor has its own)", () => {
    expect(pagePatterns(routes)).toEqual(['/', '/about', '/portfolio*', '/service-areas*', '/services*']);
    for (const p of pagePatterns(routes)) expect(block(p), p).toContain("script-src 'self' 'sha256-abc='");
    expect(block('/admin/*')).toContain('X-Robots-Tag: noindex');
    expect(block('/admin/*').match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(file).not.toMatch(/^\s+! /m);
  });
  it('caches hashed assets for a year', () => {
    expect(block('/assets/*')).toContain('Cache-Control: public, max-age=31536000, immutable');
  });
  it(`stays within Cloudflare's ${MAX_HEADER_RULES} rules`, () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ url: `/page-${i}` }));
    expect(() => headersFile(site, many)).toThrow(/Cloudflare Pages reads 100/);
  });
  it('refuses a folder of pages whose pattern would also cover the editor', () => {
    expect(() => pagePatterns([{ url: '/ad/x' }])).toThrow(/\/ad\* would also match \/admin\//);
  });
  it('picks the editor policy under /admin/ only', () => {
    expect(policyFor('/admin/', 'SITE')).not.toBe('SITE');
    expect(policyFor('/about', 'SITE')).toBe('SITE');
  });
});

describe('Content-Security-Policy', () => {
  const csp = contentSecurityPolicy(site);
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
  it('allows scripts only from this site and the quote embed, never inline', () => {
    expect(directive('script-src')).toBe("script-src 'self' https://cdn.example.net https://hub.example.org");
    expect(directive('script-src')).not.toContain('unsafe');
  });
  it('admits inline scripts by their hash only', () => {
    const hashed = contentSecurityPolicy(site, ["'sha256-abc='"])
      .split('; ')
      .find((d) => d.startsWith('script-src '));
    expect(hashed).toBe("script-src 'self' 'sha256-abc=' https://cdn.example.net https://hub.example.org");
  });
  it('lets forms post to a configured https form service', () => {
    expect(directive('form-action')).toContain('https://forms.example.com');
    expect(directive('connect-src')).toContain('https://forms.example.com');
  });
});
