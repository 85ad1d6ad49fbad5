import { describe, expect, it } from 'vitest';
import { headersFile, matchFallback, redirectsFile } from '../../src/lib/serving-rules.ts';

describe('serving rules', () => {
  it('sends unknown project ids to the list, unknown cities to the fallback, the rest to 404', () => {
    expect(matchFallback('/portfolio/nope')).toMatchObject({ to: '/portfolio', status: 302 });
    expect(matchFallback('/service-areas/nowhere')).toMatchObject({ to: '/service-areas/_fallback', status: 200 });
    expect(matchFallback('/nope')).toMatchObject({ to: '/404.html', status: 404 });
  });
  it('writes the same rules for static hosts', () => {
    expect(redirectsFile()).toBe('/portfolio/*  /portfolio  302\n/service-areas/*  /service-areas/_fallback  200\n/*  /404.html  404\n');
    expect(headersFile()).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headersFile()).toContain('X-Content-Type-Options: nosniff');
  });
});
