// https://vike.dev/clientHooks: the city search box needs React in the browser; the county lists work without it.
export default { clientHooks: true };
