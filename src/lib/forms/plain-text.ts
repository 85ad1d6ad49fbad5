/**
 * Text typed into a form as the handler keeps it: plain text, with nothing a reader of it could take for more. It goes
 * into the owner's e-mails, his calendar invitation and feed (src/lib/calendar/ics.ts) and the CSV export, and a calendar app
 * may render an event's description as HTML (a link "pague aquí" to another site, an image), while RFC 5545 allows
 * no control character in text at all. So, before anything is stored: line breaks of every kind (CRLF, CR, NEL,
 * U+2028/2029) become \n where the field keeps lines (a textarea) and a space elsewhere; tabs, vertical tabs and form
 * feeds become spaces; other control characters (C0, DEL, C1), bidi overrides and isolates (which make text read in
 * another order than it is written), the byte order mark and lone surrogates are dropped; HTML tags and comments are
 * dropped, their text kept. A "<" that starts no tag stays ("I <3 the new tile", "a gap < 1/4 in"). Accents, Spanish,
 * emoji (their joiners and variation selectors too) stay as typed. Written here rather than with a sanitising library:
 * those keep allowed HTML or escape what they keep, and this text is stored unescaped and escaped where it is shown.
 */

const LINE_BREAK = /\r\n?|[\u0085\u2028\u2029]/g;
/** Tab, vertical tab, form feed: spacing, read as a space. */
const SPACING = /[\t\v\f]/g;
/** Control characters but \n, bidi embeddings, overrides and isolates, the BOM, and lone surrogates. */
const DROPPED =
  /(?!\n)\p{Cc}|[\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;
/** A comment (to its end, or to the text's end), a tag, a doctype or a processing instruction. */
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<\/?[a-z][^<>]*>|<[!?][^<>]*>/gi;
/** What is left of a tag cut short ("<img src=x" at the end): its "<" goes, so no reader finds a tag to finish. */
const TAG_START = /<(?=[a-z/!?])/gi;

/** `value` as plain text; with `lines`, its line breaks kept as \n. */
export function plainText(value: string, { lines = false } = {}): string {
  return value
    .replace(LINE_BREAK, lines ? '\n' : ' ')
    .replace(SPACING, ' ')
    .replace(DROPPED, '')
    .replace(MARKUP, '')
    .replace(TAG_START, '')
    .replace(/\n/g, lines ? '\n' : ' ')
    .trim();
}
