// Screenshots of each page kind at 390 and 1280 px in both languages, for a reviewer to look at.
// Builds nothing: serves dist/ (run `npm run build` first) the way test/support/server.ts does and
// saves full-page PNGs into shots/ (git-ignored).
// Usage: npm run shots [-- --out DIR] [--only glossary,runes] [--viewport] (first screen only, not the full page)
// Then, at 390 px, the states a player sees at the table (first screen only; `…-keyboard` shots are cut at y 480,
// where a phone keyboard starts): the rune index and the glossary filtered as one types, the index after choosing a
// target, and a calculator just after "copy". --only takes their names too (runes-filter, glossary-filter, copy).
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { TOOLS } from '../src/tools/registry.ts';
import { builtBase } from '../test/support/dist.ts';
import { serveDist } from '../test/support/server.ts';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dist = resolve('dist');
const out = resolve(option('out') ?? 'shots');
const only = option('only')?.split(',');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ has no index.html: run `npm run build` first.');
  process.exit(1);
}

// One page of each kind; `{lang}` is filled with ja and en.
const PAGES = [
  ['landing', '/'],
  ['home', '/{lang}/'],
  ['rules', '/{lang}/rules/'],
  ['chapter', '/{lang}/rules/usage/'],
  ['chapter-wide-table', '/{lang}/rules/transferring/'],
  ['chapter-dc-table', '/{lang}/rules/item-level/'],
  ['rune-activation', '/{lang}/runes/animated/'],
  ['rune-reaction', '/{lang}/runes/vorpal/'],
  ['rune-other-book', '/{lang}/runes/true-quenching/'],
  ['rune-narrow-usage', '/{lang}/runes/bloodbane/'],
  ['runes', '/{lang}/runes/'],
  ['glossary', '/{lang}/glossary/'],
  ['tools', '/{lang}/tools/'],
  ...TOOLS.map((tool) => [`tool-${tool.slug}`, `/{lang}/tools/${tool.slug}/`]),
  ['about', '/{lang}/about/'],
  ['search', '/{lang}/search/'],
  ['404', '/{lang}/no-such-page/'],
];
const WIDTHS = [390, 1280];
const LANGS = ['ja', 'en'];

const server = await serveDist(dist, builtBase(dist));
const base = server.url.replace(/\/$/, '');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu', '--no-first-run'],
});
mkdirSync(out, { recursive: true });
let saved = 0;
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width < 640 ? 844 : 900 } });
    const page = await context.newPage();
    for (const [kind, pattern] of PAGES) {
      if (only && !only.includes(kind)) continue;
      for (const lang of pattern.includes('{lang}') ? LANGS : ['']) {
        const path = pattern.replace('{lang}', lang);
        const response = await page.goto(base + path);
        if (kind !== '404' && response?.status() === 404) continue; // a page kind this build doesn't have
        await page.waitForLoadState('networkidle');
        const file = join(out, `${kind}${lang ? `-${lang}` : ''}-${width}.png`);
        await page.screenshot({ path: file, fullPage: !args.includes('--viewport') });
        saved++;
      }
    }
    await context.close();
  }
  saved += await stateShots();
} finally {
  await browser.close();
  await server.close();
}
console.log(`${saved} screenshots in ${out}`);

/** The filter, keyboard-height and copy states at 390 × 844, in both languages. */
async function stateShots() {
  const KEYBOARD = { x: 0, y: 0, width: 390, height: 480 };
  const STATES = [
    [
      'runes-filter',
      '/{lang}/runes/',
      async (page, lang) => {
        await page.waitForSelector('rune-index[data-ready]');
        const input = page.locator('rune-index input[name=text]');
        await input.click();
        await input.pressSequentially(lang === 'ja' ? 'ふれいみんぐ' : 'flaming');
        return 'keyboard';
      },
    ],
    [
      'runes-filter-target',
      '/{lang}/runes/',
      async (page) => {
        await page.waitForSelector('rune-index[data-ready]');
        await page.locator('rune-index details summary').click();
        await page.locator('rune-index select[name=target]').selectOption('armor');
        return 'keyboard';
      },
    ],
    [
      'glossary-filter',
      '/{lang}/glossary/',
      async (page, lang) => {
        const input = page.locator('#glossary-filter-input');
        await input.click();
        await input.pressSequentially(lang === 'ja' ? 'ひらめ' : 'flat che');
        return 'keyboard';
      },
    ],
    [
      'copy',
      '/{lang}/tools/item/?base=longsword&potency=2&striking=striking&property=flaming',
      async (page) => {
        await page.waitForSelector('astro-island:not([ssr])');
        const main = page.locator('.tool-name--main');
        await main.scrollIntoViewIfNeeded();
        await main.locator('button').click();
        await page.waitForFunction(() => document.querySelector('.tool-name--main .tool-copy__status')?.textContent !== '');
        return 'screen';
      },
    ],
  ];
  let count = 0;
  for (const lang of LANGS) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      serviceWorkers: 'block',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const page = await context.newPage();
    for (const [kind, pattern, act] of STATES) {
      if (only && !only.includes(kind)) continue;
      await page.goto(base + pattern.replace('{lang}', lang));
      const view = await act(page, lang);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const name = `${kind}${view === 'keyboard' ? '-keyboard' : ''}-${lang}-390.png`;
      await page.screenshot({ path: join(out, name), ...(view === 'keyboard' ? { clip: KEYBOARD } : {}) });
      count++;
    }
    await context.close();
  }
  return count;
}
