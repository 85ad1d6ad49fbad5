/**
 * html-validate rules for what the data can change on any page and only axe's WCAG run in the browser checked
 * (.htmlvalidate.mjs turns them on; docs/decisions/0066-browser-suite-per-template.md). html-validate's own presets
 * already cover images' alt, links' and buttons' names, duplicate ids, labels, the headings' order and the references
 * of aria-labelledby; these add the languages, the names of what axe names by ARIA or by content, and the one <main>.
 * They run on html-validate's parse of each built page, which tests/site/built-pages.test.ts makes anyway.
 */
import { type DOMNode, type DOMTree, definePlugin, type HtmlElement, Rule } from 'html-validate';

// DOMNode.nodeType values (the DOM's): html-validate exports its NodeType enum only as a type.
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/**
 * Whether a lang attribute names a language, by its first part as axe checks it (html-lang-valid, valid-lang): one
 * that has a name in the runtime's own list of languages (ICU's, through Intl), not only a well-formed tag.
 */
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
function knownLanguage(lang: string): boolean {
  try {
    return languageNames.of(new Intl.Locale(lang.trim()).language) !== undefined;
  } catch {
    return false; // not a well-formed tag (en_US)
  }
}

/** <html lang> present and a language, and every other lang attribute a language too. */
class Lang extends Rule {
  setup() {
    this.on('dom:ready', ({ document }) => {
      const html = document.querySelector('html');
      if (html && !html.getAttributeValue('lang')?.trim())
        this.report(html, '<html> has no lang: a screen reader would read the page in its own language');
      for (const el of document.querySelectorAll('[lang]')) {
        const lang = el.getAttributeValue('lang') ?? '';
        if (lang.trim() && !knownLanguage(lang))
          this.report(el, `lang="${lang}" is not a language (its first part must be an ISO 639 code, as "en" or "es")`);
      }
    });
  }
}

/** The text a screen reader reads for a node's content: parts hidden from it left out, an image by its alt. */
function spokenText(node: DOMNode): string {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return '';
  const el = node as HtmlElement;
  if (el.getAttributeValue('aria-hidden') === 'true' || el.hasAttribute('hidden')) return '';
  if (el.is('img')) return el.getAttributeValue('alt') ?? '';
  return el.childNodes.map(spokenText).join(' ');
}

/**
 * An element's accessible name, as far as this markup can give one: aria-labelledby's elements, else aria-label,
 * else (where the role takes it) the content, else title.
 */
function nameOf(el: HtmlElement, byId: Map<string, HtmlElement>, fromContent: boolean): string {
  const labelledBy = el.getAttributeValue('aria-labelledby');
  const named = labelledBy
    ? labelledBy
        .split(/\s+/)
        .map((id) => {
          const target = byId.get(id);
          return target ? spokenText(target) : '';
        })
        .join(' ')
    : (el.getAttributeValue('aria-label') ?? (fromContent ? spokenText(el) : ''));
  return (named.trim() || el.getAttributeValue('title') || '').trim();
}

/** The elements that need a name here, and whether they take it from their content (as axe's rules of each say). */
const NEEDS_NAME: [selector: string, fromContent: boolean, axeRule: string][] = [
  ['[role="img"]', false, 'role-img-alt, svg-img-alt'],
  ['summary', true, 'summary-name'],
  ['iframe', false, 'frame-title'],
];

const idsOf = (document: DOMTree) => new Map(document.querySelectorAll('[id]').map((el) => [el.id ?? '', el]));

/** What a screen reader names by ARIA or by content has a name: a rating's stars, a map, a fold's summary, a frame. */
class AccessibleName extends Rule {
  setup() {
    this.on('dom:ready', ({ document }) => {
      const byId = idsOf(document);
      for (const [selector, fromContent, axeRule] of NEEDS_NAME)
        for (const el of document.querySelectorAll(selector))
          if (!nameOf(el, byId, fromContent))
            this.report(el, `<${el.tagName}> matching ${selector} has no accessible name (axe: ${axeRule})`);
    });
  }
}

/** One <main> on the page: the skip link's target and the landmark a screen reader jumps to (bypass). */
class OneMain extends Rule {
  setup() {
    this.on('dom:ready', ({ document }) => {
      const html = document.querySelector('html');
      if (html && document.querySelectorAll('main').length === 0)
        this.report(html, 'the page has no <main>: nothing for the skip link or a screen reader to jump to');
    });
  }
}

/** The plugin .htmlvalidate.mjs loads: its rules are `site/lang`, `site/accessible-name` and `site/main`. */
export const accessibility = definePlugin({
  name: 'site',
  rules: { 'site/lang': Lang, 'site/accessible-name': AccessibleName, 'site/main': OneMain },
});
