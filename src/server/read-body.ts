/**
 * A request's body read with a byte cap, whatever way it is sent: a Content-Length over the cap is refused before a
 * byte is read, and a chunked body (no length announced) is read only up to the cap, then the stream is cancelled so
 * the rest is never buffered. Hono's bodyLimit reads a chunked body whole into memory as it counts, and the handler's
 * beacon trusted Content-Length alone: a 200 MB chunked beacon took 556 MB of memory.
 */

/**
 * The body's bytes, or undefined when it is larger than `max` bytes (the caller answers 413). A fetched Response
 * reads the same way (the owner's calendar feed: ./calendar/owner-calendar.ts).
 */
export async function readCapped(
  request: Pick<Request, 'headers' | 'body'>,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const announced = request.headers.get('content-length');
  if (announced !== null && Number(announced) > max) {
    await request.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  // A request's stream yields bytes of their own ArrayBuffer (the type allows a shared one too).
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value as Uint8Array<ArrayBuffer>);
  }
  if (chunks.length === 1) return chunks[0];
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
