// Taking the item to the table in a real browser (components/tools/export/ItemExport.tsx): the copy buttons put JSON
// on the clipboard that CCFOLIA's Clipboard API and Foundry's item import read (the schemas of the unit tests), in
// both languages and from both calculators that show an item; the runes Foundry lacks are named beside the buttons;
// the printed card is alone on its page in print, one A6 page for a typical item, and on A4 when asked.
// The open data's files against their schemas: test/site/open-data.test.ts (dist/) and offline-data.test.ts (browser).
import Ajv2020 from 'ajv/dist/2020';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ui } from '../../src/i18n';
import { evaluateItem, formatPrice, getRune, type ItemSpec } from '../../src/rules';
import { MATERIAL_GRADE_NAMES, MATERIALS } from '../../src/rules/data/materials';
import { runeSummary } from '../../src/rules/data/rune-summaries';
import { connectChromium, newContext, nextFrames, startCalculator } from '../support/browser';
import { CCFOLIA_CHARACTER_CLIPBOARD_SCHEMA, FOUNDRY_ITEM_SCHEMA } from '../rules/export-schemas';

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
const validPiece = ajv.compile(CCFOLIA_CHARACTER_CLIPBOARD_SCHEMA);
const validItem = ajv.compile(FOUNDRY_ITEM_SCHEMA);

let browser: Browser;
let context: BrowserContext | undefined;
const siteUrl = inject('siteUrl');

beforeAll(async () => {
  browser = await connectChromium();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
});

/** A page of its own with the clipboard granted (and the print dialog, which a headless browser lacks, recorded),
 * opened at `path` with its calculator live, result part included. */
async function open(path: string, width = 1024): Promise<Page> {
  context = await newContext(browser, { viewport: { width, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(siteUrl).origin });
  await context.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  const page = await context.newPage();
  await page.goto(new URL(path.replace(/^\//, ''), siteUrl).href);
  await startCalculator(page);
  // the result part hydrates one task after the form (Later.tsx): two frames later it is live
  await nextFrames(page);
  return page;
}

async function copied(page: Page, button: string, message: string): Promise<unknown> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: message }).count()).toBe(1);
  return JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
}

const SWORD: ItemSpec = { base: 'longsword', potency: 2, striking: 'greater-striking', property: ['flaming', 'frost'] };
const SWORD_QUERY = '?base=longsword&potency=2&striking=greater-striking&property=flaming,frost';

describe('the copy buttons', () => {
  for (const lang of ['ja', 'en'] as const) {
    const words = ui[lang];
    it(`the item builder copies a CCFOLIA piece and a Foundry item that validate (${lang})`, async () => {
      const page = await open(`/${lang}/tools/item/${SWORD_QUERY}`);
      const piece = (await copied(page, words['tools.exportCcfolia'], words['tools.exportCcfoliaCopied'])) as {
        data: { name: string; commands: string; externalUrl: string };
      };
      expect(validPiece(piece), JSON.stringify(validPiece.errors)).toBe(true);
      expect(piece.data.name).toBe(evaluateItem(SWORD).name[lang]);
      expect(piece.data.commands.split('\n')[1]).toMatch(/^3d8\+\{/);
      expect(piece.data.externalUrl).toBe(new URL(`${lang}/tools/item/${SWORD_QUERY}`, siteUrl).href);

      const item = (await copied(page, words['tools.exportFoundry'], words['tools.exportFoundryCopied'])) as {
        name: string;
        system: { runes: unknown };
      };
      expect(validItem(item), JSON.stringify(validItem.errors)).toBe(true);
      expect(item.system.runes).toEqual({ potency: 2, striking: 2, property: ['flaming', 'frost'] });
      expect(item.name).toBe(lang === 'ja' ? evaluateItem(SWORD).name.ja : '+2 Greater Striking Flaming Frost Longsword');
    });

    it(`the level calculator copies the item after the upgrade (${lang})`, async () => {
      const page = await open(`/${lang}/tools/level/?base=longsword&potency=1&striking=striking&to-potency=2&to-striking=greater-striking`);
      const target: ItemSpec = { base: 'longsword', potency: 2, striking: 'greater-striking' };
      const piece = (await copied(page, words['tools.exportCcfolia'], words['tools.exportCcfoliaCopied'])) as { data: { name: string } };
      expect(validPiece(piece), JSON.stringify(validPiece.errors)).toBe(true);
      expect(piece.data.name).toBe(evaluateItem(target).name[lang]);
      const item = (await copied(page, words['tools.exportFoundry'], words['tools.exportFoundryCopied'])) as { system: { runes: unknown } };
      expect(validItem(item), JSON.stringify(validItem.errors)).toBe(true);
      expect(item.system.runes).toEqual({ potency: 2, striking: 2, property: [] });
    });
  }

  it('the planner copies each item as the plan leaves it (ja and en)', async () => {
    for (const lang of ['ja', 'en'] as const) {
      const names =
        lang === 'ja'
          ? ['＋1ストライキング・ロングソード', '＋1リジリアント・チェイン・メイル']
          : ['+1 striking longsword', '+1 resilient chain mail'];
      const page = await open(`/${lang}/tools/planner/?level=10&${names.map((n) => `item=${encodeURIComponent(n)}`).join('&')}`);
      await expect.poll(() => page.locator('.planner-export').count()).toBe(2);
      // The plan at level 10 raises the sword to +2 (GM Core's attack +2 at 10): the piece is the sword after it.
      const after: ItemSpec = { base: 'longsword', potency: 2, striking: 'striking' };
      const sword = page.locator('.planner-export').first();
      expect(await sword.locator('.planner-export__item').textContent()).toBe(evaluateItem(after).name[lang]);
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await sword.getByRole('button', { name: ui[lang]['tools.exportFoundry'] }).click();
      await expect.poll(() => sword.getByRole('status').filter({ hasText: ui[lang]['tools.exportFoundryCopied'] }).count()).toBe(1);
      const item = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as { system: { runes: unknown } };
      expect(validItem(item), JSON.stringify(validItem.errors)).toBe(true);
      expect(item.system.runes).toEqual({ potency: 2, striking: 1, property: [] });
      await context?.close();
      context = undefined;
    }
  });

  it('a copy from the keyboard leaves the focus on its button', async () => {
    const page = await open(`/en/tools/item/${SWORD_QUERY}`);
    await page.getByRole('button', { name: 'Copy for CCFOLIA' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Copied' }).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Copy for CCFOLIA');
  });

  it('names, beside the buttons, a rune Foundry does not know yet, in the reader’s language', async () => {
    const rune = getRune('caverns-heart')!;
    for (const lang of ['ja', 'en'] as const) {
      const page = await open(`/${lang}/tools/item/?base=chain-mail&potency=1&property=caverns-heart`);
      const line = ui[lang]['tools.exportFoundryUnknown'].replace('{names}', rune.name[lang]);
      await expect.poll(() => page.locator('.item-export__unknown').textContent()).toBe(line);
      await context?.close();
      context = undefined;
    }
    const plain = await open(`/en/tools/item/${SWORD_QUERY}`);
    expect(await plain.locator('.item-export__unknown').count()).toBe(0);
  });
});

describe('the printed card', () => {
  const CARD: ItemSpec = { ...SWORD, material: { slug: 'cold-iron', grade: 'standard' } };
  const CARD_QUERY = `${SWORD_QUERY}&material=cold-iron&grade=standard`;

  /** Points of a PDF page's MediaBox: [width, height] of each page. */
  function pageSizes(pdf: Buffer): number[][] {
    return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
  }
  // A6 105 x 148 mm and A4 210 x 297 mm in PDF points (1/72 in)
  const A6 = [297.6, 419.5];
  const A4 = [595.3, 841.9];
  const near = (size: number[] | undefined, paper: number[]) => size !== undefined && size.every((v, i) => Math.abs(v - paper[i]!) < 2);

  for (const lang of ['ja', 'en'] as const) {
    it(`prints alone on one A6 page, names in both languages, level, Price, runes with effects, the material (${lang})`, async () => {
      const page = await open(`/${lang}/tools/item/${CARD_QUERY}`);
      await page.getByRole('button', { name: ui[lang]['tools.exportPrint'] }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      // On screen the card is not there to see; in print it is all there is.
      expect(await page.locator('#item-card-print').isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      const printed = await page.evaluate(() => document.body.innerText);
      const ev = evaluateItem(CARD);
      for (const words of [ev.name.ja, ev.name.en, String(ev.level), formatPrice(ev.priceCp, lang), ui[lang]['field.price']])
        expect(printed).toContain(words);
      // each rune with its effect (the rune index's line), and the precious material with its grade
      for (const slug of ev.runes) {
        const rune = getRune(slug)!;
        expect(printed).toContain(`${rune.name[lang]}${runeSummary(rune)![lang]}`);
      }
      const { grade, slug } = ev.material!;
      // as the item's name writes a material: 「冷たい鉄（標準品位）」, "standard-grade Cold Iron"
      expect(printed).toContain(
        lang === 'ja'
          ? `${MATERIALS[slug].name.ja}（${MATERIAL_GRADE_NAMES[grade].ja}）`
          : `${MATERIAL_GRADE_NAMES[grade].en} ${MATERIALS[slug].name.en}`,
      );
      // nothing of the page: not its header, not the calculator
      expect(printed).not.toContain(ui[lang]['tools.exportCcfolia']);
      expect(await page.locator('main').isVisible()).toBe(false);

      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const sizes = pageSizes(pdf);
      expect(sizes).toHaveLength(1);
      expect(near(sizes[0], A6), JSON.stringify(sizes)).toBe(true);
    });
  }

  it('prints on A4 when the reader picks it, still one page', async () => {
    const page = await open(`/en/tools/item/${CARD_QUERY}`);
    await page.getByLabel('Paper').selectOption('a4');
    await page.getByRole('button', { name: 'Print a card' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true });
    const sizes = pageSizes(pdf);
    expect(sizes).toHaveLength(1);
    expect(near(sizes[0], A4), JSON.stringify(sizes)).toBe(true);
    // and the printing over, the page prints as itself again
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(await page.locator('#item-card-print').count()).toBe(0);
    expect(await page.locator('main').isVisible()).toBe(true);
  });
});
