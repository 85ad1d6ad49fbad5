// https://vike.dev/clientHooks: the third-party form is added and removed by the browser.
export default { clientHooks: true };
