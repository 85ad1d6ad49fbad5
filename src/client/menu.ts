/**
 * Closes the small-screen menu (a popover, src/components/Header.tsx) when an item is chosen. Links to other pages
 * load a new page anyway; this matters for Home's own anchors (#services, #contact), which do not.
 */
export function closeMenuOnChoice(menu: HTMLElement) {
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a') && menu.matches(':popover-open')) menu.hidePopover();
  });
}
