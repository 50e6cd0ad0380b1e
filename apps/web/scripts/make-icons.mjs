// Draws the app icons of the web app manifest (decision 112) from the favicon's shapes, with sharp (the
// server's image library). Run once when the logo changes: node apps/web/scripts/make-icons.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const heart = 'M16 24s-7-4.4-7-9.3A3.9 3.9 0 0 1 16 12a3.9 3.9 0 0 1 7 2.7C23 19.6 16 24 16 24z';
// "any": the favicon's rounded square. Maskable: full bleed, the heart inside the 80 % safe circle.
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#e11d48"/><path d="${heart}" fill="#fff"/></svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#e11d48"/><g transform="translate(16 17) scale(0.8) translate(-16 -18)"><path d="${heart}" fill="#fff"/></g></svg>`;
const make = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${out}/${name}`);
await make(any, 192, 'icon-192.png');
await make(any, 512, 'icon-512.png');
await make(maskable, 512, 'icon-maskable-512.png');
await make(maskable, 180, 'apple-touch-icon.png');
