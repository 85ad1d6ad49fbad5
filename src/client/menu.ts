/**
 * Closes the small-screen menu (a popover, src/components/Header.tsx) when an item is chosen. Links to other pages
 * load a new page anyway; this matters for Home's own anchors (#services, #contact), which do not.
 */
export function closeMenuOnChoice(menu: HTMLElement) {
  // Home's own sections: plain anchors again, now that this closes the menu (src/components/Header.tsx).
  for (const link of menu.querySelectorAll<HTMLAnchorElement>('a[data-same-page]'))
    link.setAttribute('href', link.hash);
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a') && menu.matches(':popover-open')) menu.hidePopover();
  });
}
