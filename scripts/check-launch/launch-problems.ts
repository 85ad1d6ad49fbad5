/**
 * The values of the default data that are examples, not the business's own (decision 25): `npm run check:launch`
 * lists each one still in place, so the site never goes live with the example phone number, e-mail, license or
 * photos. Pure: the script (scripts/check-launch.ts) reads the files and the environment and passes them in.
 */
import { siteOrigin } from '../../src/lib/site-origin.ts';

export interface LaunchInputs {
  site: {
    baseUrl: string;
    phone: { display: string; e164: string };
    email: Record<string, string>;
    address: { streetAddress: string };
    social: { network: string; url: string }[];
    trust: { licenses: { number: string }[]; reviews: { sourceUrl: string } };
    quoteEmbed: { clientHubId: string };
  };
  /** Photos the data names that are still drawn by codegen (no file under data/images yet). */
  placeholderImages: string[];
  /** Service files whose price guide is still marked `example: true` (./example-prices.ts). */
  examplePrices?: string[];
  /** The process environment: the owner's lead e-mail (LEAD_EMAIL_ENV), the photo links' secret, the editor's sign-in and STATS_TOKEN (OWNER_SETTINGS), SITE_URL. */
  env: Record<string, string | undefined>;
}

export interface LaunchProblem {
  /** Where the value lives, for example "data/site.yaml phone.display". */
  where: string;
  /** What is wrong and what to put there instead. */
  message: string;
}

/**
 * The settings of the owner's e-mail about each lead (docs/hosting.md), each with what it is. SMTP_URL is for
 * `npm start` and Netlify; on Cloudflare the LEADS_EMAIL binding to workers/leads-mail/ sends instead.
 */
export const LEAD_EMAIL_ENV: Record<string, string> = {
  LEADS_EMAIL_TO: 'the address that gets an e-mail for each quote request and technician application',
  LEADS_EMAIL_FROM: 'the address those e-mails come from (on Cloudflare, one of the domain onboarded in Email Sending)',
  SMTP_URL:
    'the mail server that sends them on npm start and Netlify, as smtps://user:password@host:465 (Cloudflare uses its LEADS_EMAIL binding instead)',
  PHOTO_LINK_SECRET:
    'a long random secret that signs the links to quote photos in those e-mails (npm start makes one if unset)',
};

/** The host's settings of the editor's one-click sign-in and of /admin/stats (docs/hosting.md), each with what to do. */
export const OWNER_SETTINGS: Record<string, string> = {
  GITHUB_OAUTH_CLIENT_ID:
    "the web editor's Sign In with GitHub is not set up: create a GitHub OAuth app whose callback URL is <baseUrl>/api/auth/callback and set its Client ID here (docs/hosting.md, editor sign-in).",
  GITHUB_OAUTH_CLIENT_SECRET:
    "the web editor's Sign In with GitHub is not set up: set a client secret of the same GitHub OAuth app here, as a secret.",
  STATS_TOKEN:
    'only GitHub users of the repository can open /admin/stats: set a long random secret (openssl rand -hex 32) for whoever reads the counts without GitHub.',
};

/** SITE_URL's origin when it is not the live site's (baseUrl's), or what is wrong with it; undefined when fine or unset. */
function siteUrlProblem(baseUrl: string, siteUrl: string | undefined): string | undefined {
  if (!siteUrl) return undefined;
  try {
    const origin = siteOrigin(baseUrl, siteUrl);
    if (origin === siteOrigin(baseUrl)) return undefined;
    return `${origin} is not baseUrl: the owner's e-mails and the editor's GitHub sign-in would link there. It is for local runs (npm start at 127.0.0.1, wrangler pages dev): unset it on the live host.`;
  } catch (error) {
    return (error as Error).message;
  }
}

const SITE = 'data/site.yaml';
/** Domains reserved for examples (RFC 2606): nothing real lives there. */
const EXAMPLE_HOST = /(^|\.)example\.(com|org|net)$/i;
const host = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};
const isExampleUrl = (url: string) => EXAMPLE_HOST.test(host(url)) || /\/@?example\/?$/i.test(url);

export function launchProblems({ site, placeholderImages, examplePrices = [], env }: LaunchInputs): LaunchProblem[] {
  const out: LaunchProblem[] = [];
  const add = (where: string, message: string) => out.push({ where: `${SITE} ${where}`, message });
  // 555-0100 to 555-0199 are the numbers reserved for fiction in North America.
  if (/555-01\d\d$/.test(site.phone.display) || /55501\d\d$/.test(site.phone.e164))
    add(
      'phone',
      `${site.phone.display} is an example number (555-01xx): put the business's phone number in phone.display and phone.e164.`,
    );
  for (const [name, address] of Object.entries(site.email))
    if (EXAMPLE_HOST.test(address.split('@')[1] ?? ''))
      add(`email.${name}`, `${address} is an example address: put the business's own e-mail address.`);
  if (EXAMPLE_HOST.test(host(site.baseUrl)))
    add(
      'baseUrl',
      `${site.baseUrl} is an example address: put the address the site is published at (canonical links and the sitemap use it).`,
    );
  if (/\bexample\b/i.test(site.address.streetAddress))
    add(
      'address.streetAddress',
      `"${site.address.streetAddress}" is an example address: put the business's street address.`,
    );
  for (const s of site.social)
    if (isExampleUrl(s.url))
      add(
        `social (${s.network})`,
        `${s.url} is an example profile: put the business's own profile or remove the entry.`,
      );
  for (const l of site.trust.licenses)
    if (/^[A-Z]+0+$/.test(l.number))
      add(
        'trust.licenses',
        `${l.number} is a placeholder license number: put the number the authority issued, as its license search shows it.`,
      );
  if (isExampleUrl(site.trust.reviews.sourceUrl))
    add(
      'trust.reviews',
      `${site.trust.reviews.sourceUrl} is an example review source: put the rating, count and address of the business's reviews on a real review site.`,
    );
  if (placeholderImages.length)
    out.push({
      where: 'data/images',
      message: `${placeholderImages.length} photo(s) are still generated placeholders: ${placeholderImages.join(', ')}. Replace each with a real photo of the same name.`,
    });
  if (examplePrices.length)
    out.push({
      where: 'data/services priceGuide',
      message: `${examplePrices.length} service(s) still show example prices: ${examplePrices.join(', ')}. Put the business's own typical low and high price of each job in priceGuide.jobs, then remove the line "example: true".`,
    });
  // The example embed id is no problem: /quote then has the site's own form (decision 44); its leads are e-mailed.
  for (const [name, what] of Object.entries(LEAD_EMAIL_ENV))
    if (!env[name]) out.push({ where: `environment ${name}`, message: `not set: set it on the host to ${what}.` });
  for (const [name, message] of Object.entries(OWNER_SETTINGS))
    if (!env[name]) out.push({ where: `environment ${name}`, message });
  const siteUrl = siteUrlProblem(site.baseUrl, env.SITE_URL);
  if (siteUrl) out.push({ where: 'environment SITE_URL', message: siteUrl });
  return out;
}
