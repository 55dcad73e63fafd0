import sharp from 'sharp';
import { fileURLToPath } from 'node:url';

/**
 * Makes the four brand-mission slide backgrounds served at
 * /img/download/brand-mission/{n}.jpg (spec 02 §2). Run once; the JPGs are committed.
 */
const palettes = [
  ['#1d3a8a', '#4384f5', '#9cc2ff'],
  ['#5b2a86', '#a855f7', '#f0abfc'],
  ['#0f766e', '#14b8a6', '#99f6e4'],
  ['#9a3412', '#f97316', '#fed7aa'],
];
const out = fileURLToPath(new URL('../server/public/img/download/brand-mission/', import.meta.url));
for (const [i, [a, b, c]] of palettes.entries()) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="1200" height="600" fill="url(#g)"/>
  <circle cx="${980 - i * 60}" cy="${120 + i * 40}" r="260" fill="${c}" opacity="0.18"/>
  <circle cx="${180 + i * 90}" cy="520" r="180" fill="#ffffff" opacity="0.08"/>
  <path d="M0 470 C 300 ${380 + i * 20} 700 ${560 - i * 25} 1200 440 L1200 600 L0 600 Z" fill="#ffffff" opacity="0.10"/>
  <rect x="720" y="170" width="340" height="240" rx="24" fill="#ffffff" opacity="0.14"/>
  <rect x="760" y="210" width="140" height="18" rx="9" fill="#ffffff" opacity="0.5"/>
  <rect x="760" y="246" width="240" height="12" rx="6" fill="#ffffff" opacity="0.35"/>
  <rect x="760" y="272" width="200" height="12" rx="6" fill="#ffffff" opacity="0.35"/>
</svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(`${out}${i + 1}.jpg`);
}
console.log('brand-mission images written to', out);
