/**
 * For a test that counts requests against a server on the real clock: the store counts each client's requests in
 * fixed windows (DEFAULT_RATE_WINDOW_MS, from the top of each tenth minute), so a test that straddles a window's end
 * sees its count start again and no 429. Waits past the window's end when fewer than `need` ms of it are left.
 */
import { DEFAULT_RATE_WINDOW_MS } from '../src/server/forms-app.ts';

export async function clearOfRateWindowEnd(need = 15_000): Promise<void> {
  const left = DEFAULT_RATE_WINDOW_MS - (Date.now() % DEFAULT_RATE_WINDOW_MS);
  if (left < need) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
