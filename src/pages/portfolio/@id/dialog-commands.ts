/**
 * Invoker commands (commandfor/command) open and close the lightbox natively; in a browser that lacks them the
 * buttons' click handlers do the same, so the lightbox works everywhere the page's JavaScript runs.
 */
const nativeCommands = () => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

export function showModalFallback(id: string) {
  const dialog = document.getElementById(id);
  if (!nativeCommands() && dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
}

export function closeFallback(id: string) {
  const dialog = document.getElementById(id);
  if (!nativeCommands() && dialog instanceof HTMLDialogElement) dialog.close();
}
