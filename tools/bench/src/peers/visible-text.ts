/** What a reader sees of a page, to check that a peer's page says what ours says whatever its markup. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of the body: no scripts, styles or tags, entities decoded, whitespace collapsed. */
export function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, code: string) =>
      code[0] !== '#'
        ? (ENTITIES[code.toLowerCase()] ?? whole)
        : String.fromCodePoint(
            code[1].toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1)),
          ),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first place two texts part, with some words around it, or null when they are the same. */
export function firstDifference(ours: string, theirs: string): string | null {
  if (ours === theirs) return null;
  let i = 0;
  while (i < ours.length && ours[i] === theirs[i]) i++;
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 40), i + 40));
  return `at character ${i}: ours ${around(ours)}, theirs ${around(theirs)}`;
}
