/**
 * Whether a value can be a GitHub token at all, checked before asking GitHub's API about it (src/server/access/stats-access.ts):
 * a guess of another shape costs no call to GitHub. GitHub's formats (github.blog, "Behind GitHub's new authentication
 * token formats"): a prefix naming the kind (ghp_ personal, gho_ OAuth, ghu_ user-to-server, ghs_ server-to-server,
 * ghr_ refresh) then base62 characters, 40 in all today; fine-grained personal tokens are github_pat_ then letters,
 * digits and underscores (93 today). GitHub may lengthen them up to 255 characters, so longer ones pass.
 */
const CLASSIC = /^gh[pousr]_[A-Za-z0-9]{36,251}$/;
const FINE_GRAINED = /^github_pat_[A-Za-z0-9_]{22,244}$/;

export const canBeGitHubToken = (value: string) => CLASSIC.test(value) || FINE_GRAINED.test(value);
