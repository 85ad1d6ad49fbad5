// https://vike.dev/clientHooks: the category filter runs in the browser; without JavaScript every project is listed.
export default { clientHooks: true };
