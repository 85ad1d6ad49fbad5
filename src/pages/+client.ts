// https://vike.dev/client: loaded on every page, even the HTML-only ones, so it stays tiny and framework-free (the
// not-found page adds its own, _error/+client.ts).

import { upgradeArticleLinks } from '../client/article-dialogs.ts';
import { hideBrokenImages } from '../client/broken-images.ts';
import { polyfillDialogInvokers } from '../client/invokers.ts';
import { rememberLanguage } from '../client/language.ts';
import { closeMenuOnChoice } from '../client/menu.ts';
import { enhanceNewsletter } from '../client/newsletter.ts';
import { showOpenStatus } from '../client/open-status.ts';
import { replaceLocation } from '../client/replace-location.ts';
import { COUNT_SCRIPT } from '../content/assets.ts';

const menu = document.getElementById('site-menu');
if (menu) closeMenuOnChoice(menu);
hideBrokenImages(document.querySelectorAll<HTMLImageElement>('img[data-hide-if-broken]'));
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-newsletter]')) enhanceNewsletter(form);
upgradeArticleLinks(document.querySelectorAll<HTMLAnchorElement>('a[data-dialog]'));
polyfillDialogInvokers();
replaceLocation();
rememberLanguage();
showOpenStatus(document.querySelectorAll<HTMLElement>('[data-open-status]'));
// The page's counts load once it is shown, as a script of their own (src/client/count.ts): no script before
// interaction. Imported by address: scripts/codegen/count-script.ts says why.
addEventListener('load', () => import(/* @vite-ignore */ COUNT_SCRIPT));
