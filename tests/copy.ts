/**
 * The words the site shows, for tests: read from data/ (through generated/messages.ts) so that editing a message or a
 * page's copy fails no test. Regular expressions built here match the text as written, whatever it contains.
 */
import { messagesFor } from '../src/lib/i18n/i18n.ts';

export { fill } from '../src/lib/i18n/fill.ts';

/** The English and Spanish messages of data/messages.yaml and data/messages.es.yaml. */
export const en = messagesFor('en');
export const es = messagesFor('es');

/** The text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches exactly this text (a role's name or an element's whole text). */
export const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);
/** Matches a text that starts with this one (a name followed by more, like "Read More" and a post's title). */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
