/**
 * Writes an honest placeholder for every image the data names that does not exist yet under data/images/: a
 * branded card that says which photo belongs there. Drop in a real photo with the same name to replace one.
 *
 * Usage: npm run placeholders
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { heroSvg } from './placeholder-hero.ts';
import { readRecord, sha256, writeRecord } from './placeholder-record.ts';

const root = process.cwd();
const IMAGE = /^[a-z0-9\-/]+\.(jpg|jpeg|png|webp|avif|svg)$/;

function* yamlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* yamlFiles(p);
    else if (entry.name.endsWith('.yaml')) yield p;
  }
}

function* imageRefs(v: unknown): Generator<string> {
  if (typeof v === 'string' && IMAGE.test(v)) yield v;
  else if (Array.isArray(v)) for (const x of v) yield* imageRefs(x);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) yield* imageRefs(x);
}

const words = (ref: string) =>
  path.basename(ref).replace(/\.\w+$/, '').replace(/-(\d+)$/, ' · photo $1').replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function photoSvg(label: string, w: number, h: number): string {
  // A long title gets a smaller size so that it fits inside the middle 80% of the photo (a bold glyph is ~0.62 em).
  const titleSize = Math.round(Math.min(w / 22, (w * 0.8) / (label.length * 0.62)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#123257"/><stop offset="1" stop-color="#07182e"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity=".08" stroke-width="2">${Array.from({ length: 14 }, (_, i) => `<path d="M${i * 130 - 200} ${h} L${i * 130 + 300} 0"/>`).join('')}</g>
  <text x="50%" y="46%" fill="#ffffff" font-family="DejaVu Sans, Arial, sans-serif" font-size="${titleSize}" font-weight="700" text-anchor="middle">${escape(label)}</text>
  <text x="50%" y="58%" fill="#fdba74" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(w / 40)}" text-anchor="middle">Photo coming soon</text>
</svg>`;
}

/** A plain wordmark (not the brand's artwork), sized to its text so logos line up at one height. */
function logoSvg(label: string): string {
  const w = Math.ceil(label.length * 16.5) + 8;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="40" viewBox="0 0 ${w} 40"><text x="${w / 2}" y="29" fill="#334155" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" letter-spacing="-0.5" text-anchor="middle">${escape(label)}</text></svg>\n`;
}

const refs = new Set<string>();
for (const file of yamlFiles(path.join(root, 'data'))) for (const ref of imageRefs(parse(fs.readFileSync(file, 'utf8')))) refs.add(ref);
let made = 0;
const record = readRecord(root);
for (const ref of [...refs].sort()) {
  const out = path.join(root, 'data/images', ref);
  if (fs.existsSync(out)) continue;
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const label = words(ref);
  if (ref.endsWith('.svg')) fs.writeFileSync(out, ref.startsWith('brands/') ? logoSvg(label) : photoSvg(label, 1600, 1000));
  else if (ref.startsWith('home/hero')) await sharp(Buffer.from(heroSvg())).jpeg({ quality: 80, mozjpeg: true }).toFile(out);
  else await sharp(Buffer.from(photoSvg(label, 1600, 1000))).jpeg({ quality: 72, mozjpeg: true }).toFile(out);
  // Photos only: a brand wordmark is what ships until the owner has the brand's artwork, not a missing photo.
  if (!ref.startsWith('brands/')) record[ref] = sha256(out);
  made++;
}
writeRecord(root, record);
console.log(`${made} placeholder image(s) written, ${refs.size - made} already present.`);
