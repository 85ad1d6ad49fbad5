import { describe, expect, it } from 'vitest';
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  headersFile,
  holdsControlCharacter,
  netlifyRedirectsFile,
  notFoundFolders,
  notFoundPage,
  policyFor,
  routeFile,
} from '../../../src/lib/serving/serving-rules.ts';

const site = {
  quoteEmbed: {
    clientHubId: 'x',
    scriptUrl: 'https://cdn.example.net/embed.js',
    requestPageUrl: 'https://hub.example.org/request',
  },
  forms: { newsletter: '/api/newsletter', application: 'https://forms.example.com/f/123' },
};
const routes = [
  '/',
  '/about',
  '/portfolio',
  '/portfolio/kitchen',
  '/portfolio/404',
  '/service-areas',
  '/service-areas/boca-raton-fl',
  '/service-areas/404',
  '/services/painting',
].map((url) => ({
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
  it('gives Netlify the same answers as 404 rules, which it applies only where no file matches, after forced ones for the host files', () => {
    expect(netlifyRedirectsFile(routes).split('\n').slice(1)).toEqual([
      '/_headers  /404.html  404!',
      '/_redirects  /404.html  404!',
      '/_routes.json  /404.html  404!',
      '/api/*  /.netlify/functions/forms/:splat  200',
      '/service-areas/*  /service-areas/404.html  404',
      '/portfolio/*  /portfolio/404.html  404',
      '/*  /404.html  404',
      '',
    ]);
  });
});

describe('_headers', () => {
  const blocksOf = (file: string) => file.split(/\n(?=\/)/).filter((b) => b.startsWith('/'));
  const block = (file: string, pattern: string) => blocksOf(file).find((b) => b.split('\n')[0] === pattern) ?? '';
  const policy = contentSecurityPolicy(site, ["'sha256-abc='"]);
  for (const host of ['cloudflare', 'netlify'] as const) {
    const file = headersFile(site, host, ["'sha256-abc='"]);
    it(`${host}: sends the security headers and the site's policy on /*, so unknown addresses get them too`, () => {
      expect(block(file, '/*')).toContain('X-Content-Type-Options: nosniff');
      expect(block(file, '/*')).toContain(`Content-Security-Policy: ${policy}`);
      expect(blocksOf(file).map((b) => b.split('\n')[0])).toEqual(['/*', '/assets/*', '/admin/*']);
    });
    it(`${host}: gives the editor its own policy in the last block`, () => {
      expect(block(file, '/admin/*')).toContain('X-Robots-Tag: noindex');
      expect(block(file, '/admin/*')).toContain(`Content-Security-Policy: ${adminContentSecurityPolicy}`);
    });
    it(`${host}: caches hashed assets for a year`, () => {
      expect(block(file, '/assets/*')).toContain('Cache-Control: public, max-age=31536000, immutable');
    });
  }
  it("detaches the site's policy under /admin/ on Cloudflare, which would send both; Netlify keeps the later block's", () => {
    expect(block(headersFile(site, 'cloudflare'), '/admin/*').split('\n')[1]).toBe('  ! Content-Security-Policy');
    expect(headersFile(site, 'netlify')).not.toMatch(/^\s+! /m);
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
  it("shows the quote form's thumbnails of the photos chosen (blob: URLs), and images of no other origin than the embed's", () => {
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://cdn.example.net https://hub.example.org");
  });
  it('lets forms post to a configured https form service', () => {
    expect(directive('form-action')).toContain('https://forms.example.com');
    expect(directive('connect-src')).toContain('https://forms.example.com');
  });
});

describe('control characters in a path', () => {
  it('finds each one, raw or percent-encoded in either case, and nothing else', () => {
    for (const code of [...Array.from({ length: 0x20 }, (_, i) => i), 0x7f]) {
      const hex = code.toString(16).padStart(2, '0');
      for (const form of [String.fromCharCode(code), `%${hex}`, `%${hex.toUpperCase()}`])
        expect(holdsControlCharacter(`/a${form}b/`), JSON.stringify(form)).toBe(true);
    }
    for (const ok of ['/about', '/es/sobre-nosotros', '/%20a', '/%2F', '/%25', '/caf%C3%A9', '/%250A'])
      expect(holdsControlCharacter(ok), ok).toBe(false);
  });
});
