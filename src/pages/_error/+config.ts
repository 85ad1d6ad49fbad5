// https://vike.dev/error-page: hydrated only so that the unknown path can be logged to the console (SPEC 2.6).
export default { clientHooks: true };
