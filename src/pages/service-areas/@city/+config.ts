// https://vike.dev/clientHooks: the index above hydrates for its search box; the city pages stay HTML-only.
export default { clientHooks: false };
