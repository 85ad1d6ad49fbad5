/** An error as one short line, for a log or the owner's list: its message without a stack, cut at `max` characters. */
export function oneLine(error: unknown, max = 200): string {
  const text = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
