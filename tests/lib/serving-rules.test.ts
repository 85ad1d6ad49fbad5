import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, matchFallback, redirectsFile } from '../../src/lib/serving-rules.ts';

const site = {
  quoteEmbed: { clientHubId: 'x', scriptUrl: 'https://cdn.example.net/embed.js', requestPageUrl: 'https://hub.example.org/request' },
  forms: { newsletter: '/api/newsletter', application: 'https://forms.example.com/f/123', applicationMode: 'post' as const },
};

describe('serving rules', () => {
  it('sends unknown project ids to the list, unknown cities to the fallback, the rest to 404', () => {
    expect(matchFallback('/portfolio/nope')).toMatchObject({ to: '/portfolio', status: 302 });
    expect(matchFallback('/service-areas/nowhere')).toMatchObject({ to: '/service-areas/_fallback', status: 200 });
    expect(matchFallback('/nope')).toMatchObject({ to: '/404.html', status: 404 });
  });
  it('writes the same rules for static hosts', () => {
    expect(redirectsFile()).toBe('/portfolio/*  /portfolio  302\n/service-areas/*  /service-areas/_fallback  200\n/*  /404.html  404\n');
    expect(headersFile(site)).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headersFile(site)).toContain('X-Content-Type-Options: nosniff');
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
    const hashed = contentSecurityPolicy(site, ["'sha256-abc='"]).split('; ').find((d) => d.startsWith('script-src '));
    expect(hashed).toBe("script-src 'self' 'sha256-abc=' https://cdn.example.net https://hub.example.org");
    expect(headersFile(site, ["'sha256-abc='"])).toContain("script-src 'self' 'sha256-abc='");
  });
  it('lets forms post to a configured https form service', () => {
    expect(directive('form-action')).toContain('https://forms.example.com');
    expect(directive('connect-src')).toContain('https://forms.example.com');
  });
});
