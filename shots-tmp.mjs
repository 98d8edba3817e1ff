import { chromium } from 'playwright-core';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
for (const spec of pages) {
  const [path, name, selector] = spec.split('|');
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:4399' + path, { waitUntil: 'networkidle' });
  if (selector) {
    const el = page.locator(selector).first();
    await el.scrollIntoViewIfNeeded();
    await el.screenshot({ path: `/tmp/t19/shots/${name}.png` });
  } else {
    await page.screenshot({ path: `/tmp/t19/shots/${name}.png`, fullPage: false });
  }
  await page.close();
}
await browser.close();
