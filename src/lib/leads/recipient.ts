/**
 * One inbox however its address is written, for the bound on the homeowner's confirmations (src/server/mail/lead-mail.ts):
 * letter case, a sub-address (`victim+quote7@…`, which most mail services deliver to `victim@…`), Gmail's dots and
 * its googlemail.com name, a Unicode domain and its punycode all reach the same person. Counted by a hash, so the
 * count keeps no address in clear. Pure: every host runs it.
 */
import { shortHash } from '../access/short-hash.ts';

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/** The address as the inbox it reaches: "victim@example.com" for "Victim+Quote7@Example.COM". */
export function inboxOf(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return trimmed;
  let local = trimmed.slice(0, at).split('+')[0];
  let domain = trimmed.slice(at + 1).replace(/\.$/, '');
  // The URL parser writes a host name as DNS does (punycode, lower case), on every host.
  if (URL.canParse(`http://${domain}`)) domain = new URL(`http://${domain}`).hostname;
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** The inbox's key in the store: a hash, never the address. */
export const recipientKey = (address: string) => shortHash(`confirmation:${inboxOf(address)}`);
