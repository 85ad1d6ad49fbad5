// https://html-validate.org/usage/: every built page must pass with zero errors; each exception says why.
import { accessibility } from './tests/site/accessibility-rules.ts';

// The built pages are whole documents: the `document` preset adds the headings' order, a label for every field and
// the ids that aria-labelledby, aria-describedby and `for` name; the site plugin (tests/site/accessibility-rules.ts)
// the languages, the names given by ARIA or by content, and the one <main>. With the recommended preset's alt, link
// and button names and unique ids, that is what axe's WCAG run would find on a page of a template that passes it,
// whatever the data puts in the page: the browser suite runs axe on one page of each template
// (docs/decisions/0066-browser-suite-per-template.md).
export default {
  extends: ['html-validate:recommended', 'html-validate:document'],
  plugins: [accessibility],
  rules: {
    'site/lang': 'error',
    'site/accessible-name': 'error',
    'site/main': 'error',
    // Every script and stylesheet is the site's own: a hash of each would only repeat what the host serves.
    'require-sri': ['error', { target: 'crossorigin' }],
    // React writes void elements self-closed (<meta/>); both forms are valid HTML.
    'void-style': 'off',
    // Vike's document template has indented blank lines; they never reach the visitor's screen.
    'no-trailing-whitespace': 'off',
    // React writes boolean attributes as attr=""; valid HTML.
    'attribute-boolean-style': 'off',
    // React serialises some attributes in camelCase (autoComplete, dateTime, srcSet); attribute names are case-insensitive.
    'attr-case': 'off',
    // Call buttons are sentences ("Call for a free quote: ...") that must wrap on phones; the number itself is
    // written with non-breaking characters (phoneText in src/lib/page/site.ts).
    'tel-non-breaking': 'off',
    // Checkbox groups (skills, tools) share one name on purpose: the receiver reads them as a list.
    'form-dup-name': ['error', { shared: ['radio', 'button', 'reset', 'submit', 'checkbox'] }],
    // The quote embed renders into the element whose id is the client-hub UUID, which may start with a digit (valid HTML5).
    'valid-id': ['error', { relaxed: true }],
    // The city search is an ARIA combobox with a listbox of suggestions (typed text filters it): a native <select>
    // cannot offer free text, so those two roles are the right ones there.
    // A project card's services and a project's thumbnails are lists named for screen-reader users ("Services",
    // "Photos"); ARIA allows naming a list, which the recommended preset only discourages.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    'prefer-native-element': ['error', { exclude: ['combobox', 'listbox'] }],
  },
};
