/** Search engines show about 155-160 characters of a description; longer ones are cut mid-word. */
export const META_DESCRIPTION_MAX = 160;
/** Under about 70 characters, search engines tend to write their own snippet from the page instead. */
export const META_DESCRIPTION_MIN = 70;

/**
 * A meta description made from longer text: as many whole sentences as fit in `max` characters; when they make less
 * than META_DESCRIPTION_MIN (a short first sentence before a long one) or even the first sentence is too long, the
 * text's words up to the limit followed by an ellipsis.
 */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const sentences = clean.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let out = '';
  for (const s of sentences) {
    if ((out + s).trim().length > max) break;
    out += s;
  }
  if (out.trim().length >= Math.min(META_DESCRIPTION_MIN, max / 2)) return out.trim();
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.-]+$/, '')}…`;
}
