import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

/**
 * Renders the app icons in public/ from the logo (public/favicon.svg) with the system
 * Chromium. Run it by hand when the logo changes (`node scripts/make-icons.ts`); the
 * PNGs are kept in the repository, so neither install nor build needs a browser.
 */
const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));
const logo = readFileSync(join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
/** The logo's tile without its rounded corners: for launchers that cut their own shape. */
const square = logo.replace(/ rx="[\d.]+"/, '');
if (square === logo) throw new Error('favicon.svg no longer has a rounded tile (rx).');

// NOTE: the glyph stays within 36 % of the tile's width from its centre, inside the 40 %
// circle a maskable icon must keep clear, so the square tile is maskable as it is.
const ICONS = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: square },
  // iOS rounds the corners itself and shows transparent ones black.
  { file: 'apple-touch-icon.png', size: 180, svg: square },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<body style="margin:0">${sized}</body>`);
    await page.screenshot({ path: join(PUBLIC_DIR, file), omitBackground: true });
    await page.close();
    console.log(`public/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
