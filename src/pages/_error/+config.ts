// https://vike.dev/error-page: HTML-only like the other pages; the unknown path is logged by src/client/not-found.ts.
export default { clientHooks: false };
