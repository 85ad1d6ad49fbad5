/**
 * A store of values made once per process and shared by every page that asks for the same key: what thousands of pages
 * of a build have in common (a category's prices, a date's words) is made for the first and read by the others
 * (docs/decisions/0070-build-per-page-work-once-and-fixed-cost.md). The keys come from the data, never from a request;
 * shared values are not to be changed.
 */
export function onceByKey(): <T>(key: string, make: () => T) => T {
  const made = new Map<string, unknown>();
  return <T>(key: string, make: () => T): T => {
    if (made.has(key)) return made.get(key) as T;
    const value = make();
    made.set(key, value);
    return value;
  };
}
