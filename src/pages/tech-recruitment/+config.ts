// https://vike.dev/clientHooks: the calculator, the application's submission and its toasts run in the browser.
export default { clientHooks: true };
