// Draws the installed site's PNG icons from the SVGs in public/icons with Debian's Chromium (the
// browser the tests drive, docs/toolchain.md): npx tsx scripts/draw-app-icons.ts
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const iconsDir = new URL('../public/icons/', import.meta.url).pathname;

/** The manifest's icons (vite.config.ts) and iOS's home-screen icon, which must be opaque. */
const ICONS = [
  { source: 'app-icon.svg', size: 192, out: 'icon-192.png' },
  { source: 'app-icon.svg', size: 512, out: 'icon-512.png' },
  { source: 'app-icon-maskable.svg', size: 512, out: 'icon-maskable-512.png' },
  { source: 'app-icon-maskable.svg', size: 180, out: 'apple-touch-icon.png' },
] as const;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { source, size, out } of ICONS) {
    const svg = readFileSync(join(iconsDir, source)).toString('base64');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
        `<img src="data:image/svg+xml;base64,${svg}" width="${size}" height="${size}">`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: join(iconsDir, out), omitBackground: true });
    console.log(`${out}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
