/**
 * The drawn stand-in for a photo that does not exist yet (docs/decisions/0033-missing-photos-drawn-at-build.md): the project's category, title and
 * place on a quiet pattern that hints at the trade, plainly a drawing and not a photo of our work. Codegen writes one
 * SVG per missing photo at build time; the browser draws its text, so nothing depends on the build machine's fonts.
 */
export const PLACEHOLDER = { w: 1600, h: 1000 };

export interface PlaceholderText {
  /** Small line above the title: the category (Tile Repair) or the kind of page (Blog). */
  eyebrow: string;
  title: string;
  place?: string;
  /** Bottom line: which photo this stands for (Photo 2 of 3 coming soon). */
  note: string;
  /** Which pattern: decides the drawing behind the text. */
  pattern: 'tiles' | 'slats' | 'stripes' | 'plan';
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A bold sans-serif glyph is at most about 0.62 em wide on average; the text stays within the middle 80%. */
const EM = 0.62;
const SAFE_WIDTH = PLACEHOLDER.w * 0.8;
const TITLE_MAX = 92;

/** The title on one line, or two split near the middle, at the largest size (up to 92 px) that fits the safe width. */
export function titleLayout(title: string): { lines: string[]; size: number } {
  const fits = (lines: string[]) =>
    Math.min(TITLE_MAX, Math.floor(SAFE_WIDTH / (Math.max(...lines.map((l) => l.length)) * EM)));
  const one = [title];
  const words = title.split(' ');
  if (words.length < 2 || fits(one) >= 72) return { lines: one, size: fits(one) };
  let best = one;
  for (let i = 1; i < words.length; i++) {
    const two = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    if (fits(two) > fits(best)) best = two;
  }
  return { lines: best, size: fits(best) };
}

const PATTERNS: Record<PlaceholderText['pattern'], string> = {
  tiles: `<pattern id="p" width="120" height="120" patternUnits="userSpaceOnUse"><rect width="120" height="120" fill="none" stroke="#fff" stroke-opacity=".09" stroke-width="4"/><rect x="10" y="10" width="100" height="100" rx="6" fill="#fff" fill-opacity=".025"/></pattern>`,
  slats: `<pattern id="p" width="56" height="1000" patternUnits="userSpaceOnUse"><rect x="6" width="38" height="1000" rx="4" fill="#fff" fill-opacity=".06"/></pattern>`,
  stripes: `<pattern id="p" width="90" height="90" patternUnits="userSpaceOnUse" patternTransform="rotate(-35)"><rect width="30" height="90" fill="#fdba74" fill-opacity=".07"/></pattern>`,
  plan: `<pattern id="p" width="80" height="80" patternUnits="userSpaceOnUse"><path d="M80 0H0V80" fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="2"/></pattern>`,
};

export function placeholderSvg(t: PlaceholderText): string {
  const { w, h } = PLACEHOLDER;
  const { lines, size } = titleLayout(t.title);
  const lineHeight = Math.round(size * 1.15);
  const titleTop = h / 2 - ((lines.length - 1) * lineHeight) / 2;
  const font = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif"`;
  const tspans = lines.map((l, i) => `<tspan x="${w / 2}" y="${titleTop + i * lineHeight}">${esc(l)}</tspan>`).join('');
  const placeY = titleTop + (lines.length - 1) * lineHeight + Math.round(size * 0.9) + 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a4675"/><stop offset="1" stop-color="#07182e"/></linearGradient>${PATTERNS[t.pattern]}
<radialGradient id="v" cx=".5" cy=".5" r=".6"><stop offset=".55" stop-color="#07182e" stop-opacity="0"/><stop offset="1" stop-color="#07182e" stop-opacity=".55"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#p)"/><rect width="${w}" height="${h}" fill="url(#v)"/>
<rect x="${w / 2 - 60}" y="${titleTop - size - 96}" width="120" height="8" rx="4" fill="#ea580c"/>
<g ${font} text-anchor="middle">
<text id="eyebrow" x="${w / 2}" y="${titleTop - size - 34}" fill="#fdba74" font-size="40" font-weight="700" letter-spacing="4">${esc(t.eyebrow.toUpperCase())}</text>
<text id="title" fill="#fff" font-size="${size}" font-weight="800">${tspans}</text>
${t.place ? `<text id="place" x="${w / 2}" y="${placeY}" fill="#dfe9f5" font-size="52">${esc(t.place)}</text>` : ''}
<text id="note" x="${w / 2}" y="${h - 70}" fill="#fff" fill-opacity=".7" font-size="34">${esc(t.note)}</text>
</g>
</svg>
`;
}
