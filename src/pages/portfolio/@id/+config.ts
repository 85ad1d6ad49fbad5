// https://vike.dev/clientHooks: the gallery, its lightbox and swipe run in the browser.
export default { clientHooks: true };
