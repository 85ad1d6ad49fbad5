import { describe, expect, it } from 'vitest';
import { authorizationMessage, callbackPage, scopeFor, signState, verifyState } from '../../../src/lib/access/oauth.ts';

// The pure parts of the editor's GitHub sign-in: a state that only this secret signs and that expires, the scopes
// asked of GitHub, and the message of the protocol Sveltia CMS and Decap CMS read.
describe('editor sign-in', () => {
  it('accepts its own state until it expires, and nothing else', async () => {
    const state = await signState('secret', 1_000);
    expect(await verifyState('secret', state, 999)).toBe(true);
    expect(await verifyState('secret', state, 1_000)).toBe(false);
    expect(await verifyState('other-secret', state, 0)).toBe(false);
    const [nonce, , signature] = state.split('.');
    expect(await verifyState('secret', `${nonce}.999999.${signature}`, 0)).toBe(false);
    expect(await verifyState('secret', '', 0)).toBe(false);
    expect(await signState('secret', 1_000)).not.toBe(state);
  });
  it('asks GitHub for the scopes the editor names among those it needs', () => {
    expect(scopeFor('repo,user')).toBe('repo,user');
    expect(scopeFor('public_repo user admin:org')).toBe('public_repo,user');
    expect(scopeFor(undefined)).toBe('repo,user');
  });
  it('hands over the token, or the error, in the protocol message; the page escapes it', () => {
    expect(authorizationMessage({ provider: 'github', token: 't"1' })).toBe(
      'authorization:github:success:{"token":"t\\"1","provider":"github"}',
    );
    expect(authorizationMessage({ provider: 'github', error: 'no', errorCode: 'X' })).toBe(
      'authorization:github:error:{"provider":"github","error":"no","errorCode":"X"}',
    );
    const { html } = callbackPage({ provider: 'github', error: '<script>alert(1)</script>' });
    expect(html.match(/<script>/g)).toHaveLength(1);
  });
});
