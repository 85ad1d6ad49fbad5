// https://vike.dev/client: loaded on every page, even the HTML-only ones, so it stays tiny and framework-free (the
// not-found page adds its own, _error/+client.ts).

import { upgradeArticleLinks } from '../client/article-dialogs.ts';
import { hideBrokenImages } from '../client/broken-images.ts';
import { startCounts } from '../client/count.ts';
import { polyfillDialogInvokers } from '../client/invokers.ts';
import { rememberLanguage } from '../client/language.ts';
import { closeMenuOnChoice } from '../client/menu.ts';
import { enhanceNewsletterOnUse } from '../client/newsletter-on-use.ts';
import { showOpenStatus } from '../client/open-status.ts';
import { replaceLocation } from '../client/replace-location.ts';

const menu = document.getElementById('site-menu');
if (menu) closeMenuOnChoice(menu);
hideBrokenImages(document.querySelectorAll<HTMLImageElement>('img[data-hide-if-broken]'));
enhanceNewsletterOnUse(document.querySelectorAll<HTMLFormElement>('form[data-newsletter]'));
upgradeArticleLinks(document.querySelectorAll<HTMLAnchorElement>('a[data-dialog]'));
polyfillDialogInvokers();
replaceLocation();
rememberLanguage();
showOpenStatus(document.querySelectorAll<HTMLElement>('[data-open-status]'));
// The page's counts start once it is shown. Part of this script: as a script of their own, imported after the load
// event, they cost 646 bytes more on the wire (433 gzip), which the budget left out (docs/decisions/0045-counts-without-cookies.md).
addEventListener('load', startCounts);
