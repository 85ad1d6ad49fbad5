/**
 * What makes two posts the same post: the client (a hash of its address), the form, every field sent and the bytes
 * of every photo. A double tap, or a form sent again after a slow answer, gives the same fingerprint; the handler
 * stores and e-mails the first and answers the second with the same success. Pure (Web Crypto): every host runs it.
 */

/** How long a post is remembered: a double tap or an impatient second send comes within seconds, a retry in minutes. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
const sha256 = async (data: BufferSource) => hex(await crypto.subtle.digest('SHA-256', data));

/** The entry as text whatever the order of its fields. */
const canonical = (entry: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(entry)
      .sort()
      .map((k) => [k, entry[k]]),
  );

export async function postFingerprint(
  client: string,
  form: string,
  entry: Record<string, unknown>,
  files: readonly Uint8Array<ArrayBuffer>[],
): Promise<string> {
  const photos = await Promise.all(files.map(sha256));
  return sha256(new TextEncoder().encode(JSON.stringify([client, form, canonical(entry), photos])));
}
