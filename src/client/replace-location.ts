/**
 * A page marked data-replace-location (the unknown-project page) sends the visitor on without leaving itself in the
 * history, so Back does not return to it (the redirect replaces history).
 */
export function replaceLocation() {
  const target = document.querySelector<HTMLElement>('[data-replace-location]')?.dataset.replaceLocation;
  if (target) window.location.replace(target);
}
