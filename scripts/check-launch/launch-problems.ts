/**
 * The values of the default data that are examples, not the business's own (decision 25): `npm run check:launch`
 * lists each one still in place, so the site never goes live with the example phone number, e-mail, license or
 * photos. Pure: the script (scripts/check-launch.ts) reads the files and the environment and passes them in.
 */
import { invalidMessage, SETTINGS, typoOf } from '../../src/lib/serving/settings.ts';
import { siteOrigin } from '../../src/lib/serving/site-origin.ts';

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
  /** The process environment: the settings of schemas/settings.schema.json (LAUNCH_SETTINGS must be set). */
  env: Record<string, string | undefined>;
}

export interface LaunchProblem {
  /** Where the value lives, for example "data/site.yaml phone.display". */
  where: string;
  /** What is wrong and what to put there instead. */
  message: string;
}

/**
 * The host settings a launch needs (docs/hosting.md), each with what to do while it is unset: those of
 * schemas/settings.schema.json with `x-launch`. SMTP_URL is for `npm start` and Netlify; on Cloudflare the
 * LEADS_EMAIL binding to workers/leads-mail/ sends instead.
 */
export const LAUNCH_SETTINGS = SETTINGS.filter((s) => s.launch);

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
      message: `${examplePrices.length} service(s) still show example prices: ${examplePrices.join(', ')}. Put the business's own typical low and high price of each job in priceGuide.jobs, and whether its price includes the parts (parts: included or not-included), then remove the line "example: true".`,
    });
  // The example embed id is no problem: /quote then has the site's own form (decision 44); its leads are e-mailed.
  for (const spec of LAUNCH_SETTINGS)
    if (!env[spec.name] && !(spec.former && env[spec.former]))
      out.push({ where: `environment ${spec.name}`, message: spec.launch as string });
  // A value the hosts would refuse, and a name they would never read (SITE_URL has its own, closer check below).
  for (const spec of SETTINGS) {
    const value = env[spec.name];
    if (value && spec.name !== 'SITE_URL' && !spec.isValid(value))
      out.push({ where: `environment ${spec.name}`, message: invalidMessage(spec, value) });
  }
  for (const name of Object.keys(env)) {
    const meant = typoOf(name);
    if (meant && env[name])
      out.push({ where: `environment ${name}`, message: `not a setting: did you mean ${meant}? Rename it.` });
  }
  const siteUrl = siteUrlProblem(site.baseUrl, env.SITE_URL);
  if (siteUrl) out.push({ where: 'environment SITE_URL', message: siteUrl });
  return out;
}
