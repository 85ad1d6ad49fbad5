/**
 * Draws the site's social-sharing cards (1200x630, one per kind of page, named in data/site.yaml socialImages),
 * app icons from public/favicon.svg, and the plain wordmarks of the home page's brand strip (data/pages/home.yaml
 * brands.logos: the text is the brand's name exactly as the data spells it, e.g. Lowe's, Sherwin-Williams, DEWALT). Run once after changing the brand: the files are committed under
 * data/images/, so builds do not depend on the fonts of the machine.
 *
 * Usage: npm run brand-images
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';

const root = process.cwd();
const site = parse(fs.readFileSync(path.join(root, 'data/site.yaml'), 'utf8')) as {
  businessName: string;
  socialImages: Record<string, { image: string; title: string }>;
};
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function card(title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#07182e"/><stop offset="1" stop-color="#1a4675"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="0" y="590" width="1200" height="40" fill="#c2410c"/>
  <text x="80" y="150" fill="#fdba74" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700">${escapeXml(site.businessName)}</text>
  <text x="80" y="300" fill="#ffffff" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700">${escapeXml(title)}</text>
  <text x="80" y="380" fill="#dfe9f5" font-family="DejaVu Sans, Arial, sans-serif" font-size="32">Palm Beach &amp; Broward · Free estimates · Licensed &amp; insured</text>
</svg>`;
}

for (const { image, title } of Object.values(site.socialImages)) {
  const out = path.join(root, 'data/images', image);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(card(title)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(out);
}
/** A plain wordmark (not the brand's artwork), as wide as its text so the logos line up at one height. */
export function wordmarkSvg(name: string): string {
  // Approximate advance widths of DejaVu Sans Bold at 26 px: capitals are wider, punctuation narrower.
  const advance = (c: string) => (/[A-Z]/.test(c) ? 19.5 : /[ '’.-]/.test(c) ? 9 : 16.5);
  const w = Math.ceil([...name].reduce((sum, c) => sum + advance(c), 0)) + 8;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="40" viewBox="0 0 ${w} 40"><text x="${w / 2}" y="29" fill="#334155" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" letter-spacing="-0.5" text-anchor="middle">${escapeXml(name)}</text></svg>\n`;
}
const home = parse(fs.readFileSync(path.join(root, 'data/pages/home.yaml'), 'utf8')) as {
  brands: { logos: { name: string; image: string }[] };
};
for (const { name, image } of home.brands.logos)
  fs.writeFileSync(path.join(root, 'data/images', image), wordmarkSvg(name));
const icon = fs.readFileSync(path.join(root, 'public/favicon.svg'));
for (const size of [180, 192, 512]) {
  await sharp(icon, { density: 300 })
    .resize(size, size)
    .png()
    .toFile(path.join(root, 'public', `icon-${size}.png`));
}
console.log(
  `${Object.keys(site.socialImages).length} social cards, 3 icons and ${home.brands.logos.length} wordmarks written.`,
);
