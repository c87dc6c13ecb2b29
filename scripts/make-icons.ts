/*
 * Writes the web app manifest's icons (shell/public/icons/*.png, decision 116) from the Tackle mark
 * drawn in shell/src/layout/Logo.tsx. Run once after changing the mark, and commit the PNGs:
 *
 *   node --import tsx scripts/make-icons.ts
 *
 * "any" icons are the mark as it is (a rounded tile); "maskable" ones fill the whole square with
 * the tile colour and keep the fish inside the central safe zone, since the launcher crops them to
 * its own shape.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** The app's primary colour (ui/src/styles.css --color-primary, the favicon's tile). */
const TILE = '#0b5d73';
const HOOK = '#9fe3dc';
const OUT = join(import.meta.dirname, '../shell/public/icons');

/** The fish and hook of the mark, in its 32×32 box. */
const MARK = `
  <path d="M5.5 17c3.6-4.6 9.3-5.7 14.2-3l4.8-2.9v11.4l-4.8-2.9c-4.9 2.8-10.6 1.7-14.2-2.6z" fill="#ffffff"/>
  <circle cx="10.5" cy="16.2" r="1.3" fill="${TILE}"/>
  <path d="M16 4.5v5.2a2.6 2.6 0 0 1-5.2 0" fill="none" stroke="${HOOK}" stroke-width="1.6" stroke-linecap="round"/>`;

/** The mark on its rounded tile, edge to edge. */
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="8" fill="${TILE}"/>${MARK}
</svg>`;

/**
 * Full-bleed tile; the mark scaled to 62% around the centre, inside the maskable safe zone (the
 * circle of 80% of the width that every launcher shape keeps).
 */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${TILE}"/>
  <g transform="translate(16 16) scale(0.62) translate(-16 -16)">${MARK}</g>
</svg>`;

mkdirSync(OUT, { recursive: true });
for (const size of [192, 512]) {
  for (const [name, svg] of [
    [`icon-${size}.png`, anyIcon],
    [`maskable-${size}.png`, maskableIcon],
  ] as const) {
    await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(join(OUT, name));
    console.log(`make-icons: wrote ${join(OUT, name)}`);
  }
}
