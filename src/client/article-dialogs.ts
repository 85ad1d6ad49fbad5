/**
 * 'Read More' on /blog is rendered as a link to the post's own page, which is what a visitor without JavaScript
 * (and a crawler) follows. With JavaScript it becomes the button that opens the article in its
 * <dialog> through invoker commands (src/client/invokers.ts covers browsers without them).
 */
export function upgradeArticleLinks(links: Iterable<HTMLAnchorElement>) {
  for (const link of links) {
    const dialogId = link.dataset.dialog!;
    if (!(document.getElementById(dialogId) instanceof HTMLDialogElement)) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = link.className;
    button.setAttribute('commandfor', dialogId);
    button.setAttribute('command', 'show-modal');
    button.append(...link.childNodes);
    link.replaceWith(button);
  }
}
