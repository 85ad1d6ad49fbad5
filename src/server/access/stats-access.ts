/**
 * Who may read the counts (GET /api/stats, shown by /admin/stats): the bearer of STATS_TOKEN, or of a GitHub token
 * that may push to the site's repository (data/site.yaml webEditor.repository), the editor's own sign-in. GitHub is
 * asked once per token and the answer kept a few minutes, so a page of charts does not spend GitHub's rate limit.
 * Guessing is bounded: every try that is not a token already known good counts against the client's address (the
 * store's rate limit, SIGN_IN_RATE_LIMIT per window), a value that cannot be a GitHub token is never sent to GitHub,
 * and a failure logs one short line.
 */
import { canBeGitHubToken } from '../../lib/access/github-token.ts';
import { oneLine } from '../../lib/leads/one-line.ts';
import { site } from '../../lib/page/site.ts';

export interface StatsAccessOptions {
  /** STATS_TOKEN: a secret of the owner's choosing that opens /admin/stats without a GitHub account. */
  statsToken?: string;
  /** The fetch used for GitHub's API (tests pass a stub). */
  githubFetch?: typeof globalThis.fetch;
  /** The repository a GitHub token must be able to push to (default: the editor's). */
  repository?: string;
}

const GITHUB_API = 'https://api.github.com';
const REMEMBER_MS = 5 * 60 * 1000;
const REMEMBERED = 100;
/** Sign-in tries one address may make per rate window (the forms' window, 10 minutes) beyond tokens known good. */
export const SIGN_IN_RATE_LIMIT = 10;

/** What a try at the counts gets: read them, 401, or 429 once its address has tried too often. */
export type StatsVerdict = 'allowed' | 'refused' | 'limited';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether two secrets are equal, compared through their hashes so the time taken says nothing about either. */
export async function sameSecret(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([sha256(a), sha256(b)]);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x.charCodeAt(i) ^ y.charCodeAt(i);
  return diff === 0;
}

/** Whether a GitHub token may push to the repository (GitHub's repository answer lists the token's permissions). */
export async function canPush(token: string, repository: string, fetch: typeof globalThis.fetch): Promise<boolean> {
  const res = await fetch(`${GITHUB_API}/repos/${repository}`, {
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/vnd.github+json',
      'User-Agent': 'site-stats',
      'X-GitHub-Api-Version': '2022-11-28',
    },
  });
  if (!res.ok) return false;
  const body = (await res.json()) as { permissions?: { push?: boolean; admin?: boolean } };
  return Boolean(body.permissions?.push || body.permissions?.admin);
}

/**
 * A check of an Authorization header (`Bearer <token>`); `overLimit` counts a try of the client and says whether it
 * has tried too often.
 */
export function statsAccess(
  o: StatsAccessOptions,
): (authorization: string | undefined, overLimit: () => Promise<boolean>) => Promise<StatsVerdict> {
  const remembered = new Map<string, { ok: boolean; until: number }>();
  return async (authorization, overLimit) => {
    const token = /^Bearer\s+(\S{8,512})$/i.exec(authorization ?? '')?.[1];
    if (!token) return 'refused';
    if (o.statsToken && (await sameSecret(token, o.statsToken))) return 'allowed';
    const key = await sha256(token);
    const known = remembered.get(key);
    const fresh = known && known.until > Date.now();
    if (fresh && known.ok) return 'allowed';
    if (await overLimit()) return 'limited';
    if (fresh || !canBeGitHubToken(token)) return 'refused';
    let ok = false;
    try {
      ok = await canPush(token, o.repository ?? site.webEditor.repository, o.githubFetch ?? globalThis.fetch);
    } catch (error) {
      console.error(`Stats sign-in: GitHub's API did not answer (${oneLine(error, 120)}); the token was refused.`);
      return 'refused';
    }
    if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, { ok, until: Date.now() + REMEMBER_MS });
    return ok ? 'allowed' : 'refused';
  };
}
