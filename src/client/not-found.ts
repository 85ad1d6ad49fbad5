/** The not-found page logs the path the visitor tried. */
export function logNotFound() {
  if (document.querySelector('[data-not-found]'))
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
}
