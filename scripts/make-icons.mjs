// @ts-check
// Draws the app icons of the web app manifests from public/icons/icon.svg with Chromium (the same
// browser the tests use; never a downloaded one): public/icons/icon-192.png, icon-512.png.
// Run by hand after changing the SVG: `node scripts/make-icons.mjs`; the PNGs are committed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const dir = join(process.cwd(), 'public/icons');
const svg = readFileSync(join(dir, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<!doctype html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
    await page.screenshot({ path: join(dir, `icon-${size}.png`), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log('public/icons/icon-192.png, icon-512.png');
