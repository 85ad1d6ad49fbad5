/**
 * Invoker commands (button commandfor/command) open and close dialogs without JavaScript in current browsers. For
 * older ones, this does the same for the two commands the site uses, so 'Read More' never does nothing.
 */
export function polyfillDialogInvokers() {
  if ('command' in HTMLButtonElement.prototype) return;
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[commandfor]');
    const dialog = button && document.getElementById(button.getAttribute('commandfor')!);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button!.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    else if (command === 'close') dialog.close();
  });
}
