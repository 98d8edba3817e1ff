import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
for (const [lang, label] of [['ja', '必要な〈製作〉の習熟ランク'], ['en', 'Crafting rank needed']]) {
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:4399/${lang}/tools/level/?base=longsword&potency=2&striking=striking&to-striking=greater-striking`, { waitUntil: 'networkidle' });
  const dl = page.locator(`.tool-result dl.tool-figures:has(dt:text-is("${label}"))`).first();
  await dl.waitFor({ state: 'visible', timeout: 30000 });
  await dl.screenshot({ path: `/tmp/t19/shots/level-${lang}.png` });
  const t = await ctx.newPage();
  await t.goto(`http://127.0.0.1:4399/${lang}/tools/transfer/?rune=greater-flaming&level=15&rank=expert`, { waitUntil: 'networkidle' });
  const res = t.locator('.tool-result').first();
  await res.locator(`dt:text-is("${label}")`).waitFor({ timeout: 30000 });
  await res.screenshot({ path: `/tmp/t19/shots/transfer-${lang}.png` });
}
await browser.close();
