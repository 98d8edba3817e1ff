// Precious materials in every calculator, on a phone: a material item from a link, from the form and
// from a typed name; the level calculator's grade upgrade; the transfer estimator's grade limit.
import { describe, expect, it } from 'vitest';
import { useBuiltSite } from '../support/site-session';
import { startCalculator } from '../support/browser';

const site = useBuiltSite();
const phone = { width: 390, height: 844 };

const value = (page: Awaited<ReturnType<typeof site.open>>, selector: string) => () =>
  page
    .locator(selector)
    .inputValue()
    .catch(() => '');

describe('a precious material item in each calculator', () => {
  it('item builder (en): a link names a +2 striking standard-grade cold iron longsword, with level, Price and the material row', async () => {
    const page = await site.visit('/en/tools/item/?base=longsword&potency=2&striking=striking&material=cold-iron&grade=standard', phone);
    await expect.poll(value(page, '#builder-grade')).toBe('standard');
    expect(await page.locator('#builder-material').inputValue()).toBe('cold-iron');
    await expect
      .poll(() => page.locator('.tool-name--main').first().textContent())
      .toContain('+2 striking standard-grade cold iron longsword');
    const figures = (await page.locator('#builder-result ~ div .tool-figures').first().textContent()) ?? '';
    expect(figures).toContain('10'); // level: +2 potency and standard-grade cold iron are both 10
    expect(figures).toContain('1,969 gp'); // 1 gp + 968 gp (880 + 88 for 1 Bulk) + 1,000 gp of runes
    expect(await page.locator('.tool-breakdown').textContent()).toContain('standard-grade Cold Iron (precious material)');
    expect(await page.locator('.tool-effects').textContent()).toContain('Strikes count as cold iron, so a weakness to cold iron');
  });

  it('item builder (en): lowering the grade below the runes’ level is an alert that names the limit', async () => {
    const page = await site.visit('/en/tools/item/?base=longsword&potency=2&striking=striking&material=cold-iron&grade=standard', phone);
    await expect.poll(value(page, '#builder-grade')).toBe('standard');
    await page.locator('#builder-grade').selectOption('low');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('holds runes up to level 8');
    expect(new URL(page.url()).search).toContain('grade=low');
  });

  it('item builder (ja): choosing dawnsilver on the form, the grade it lacks is disabled and the name follows', async () => {
    const page = await site.visit('/ja/tools/item/', phone);
    await startCalculator(page);
    const material = page.getByLabel('素材', { exact: true });
    await material.waitFor();
    await material.selectOption('dawnsilver');
    await expect.poll(value(page, '#builder-grade')).toBe('standard');
    expect(await page.locator('#builder-grade option[value="low"]').isDisabled()).toBe(true);
    await expect
      .poll(() => page.locator('.tool-name--main').first().textContent())
      .toContain('＋1ストライキング・ドーンシルバー製ロングソード（標準品位）');
    expect(new URL(page.url()).search).toContain('material=dawnsilver&grade=standard');
  });

  it('item builder (ja): a wooden shield can’t be dawnsilver: the option says why and is disabled', async () => {
    const page = await site.visit('/ja/tools/item/?base=wooden-shield', phone);
    await expect.poll(() => page.locator('#builder-material option[value="dawnsilver"]').textContent()).toContain('このアイテムは作れない');
    expect(await page.locator('#builder-material option[value="dawnsilver"]').isDisabled()).toBe(true);
    expect(await page.locator('#builder-material option[value="duskwood"]').isDisabled()).toBe(false);
  });

  it('item builder (en): a typed name with a material reads it, and says which grade it took', async () => {
    const page = await site.visit('/en/tools/item/', phone);
    await page.getByLabel('Item name', { exact: true }).fill('+1 striking mithral chain mail');
    await expect.poll(value(page, '#builder-material')).toBe('dawnsilver');
    expect(await page.locator('#builder-grade').inputValue()).toBe('standard');
    expect(await page.locator('#builder-base').inputValue()).toBe('chain-mail');
    await expect.poll(() => page.locator('#builder-name-reading').textContent()).toContain('standard-grade Dawnsilver');
  });

  it('item builder (ja): a typed name with another book’s material reads it, with its price and its effects', async () => {
    const page = await site.visit('/ja/tools/item/', phone);
    await page.getByLabel('アイテム名', { exact: true }).fill('＋2ストライキング・標準アビシウム・ロングソード');
    await expect.poll(value(page, '#builder-material')).toBe('abysium');
    expect(await page.locator('#builder-grade').inputValue()).toBe('standard');
    const figures = (await page.locator('#builder-result ~ div .tool-figures').first().textContent()) ?? '';
    expect(figures).toContain('3,201 gp'); // 1 gp + 2,200 gp (2,000 + 200 for 1 Bulk) + 1,000 gp of runes
    expect(await page.locator('.tool-effects').textContent()).toContain('性質ルーンの枠より1つ少ない');
    // The line in words arrives with the problem messages, once the browser is idle.
    await expect.poll(() => page.locator('.tool-effects').textContent()).toContain('命中すると追加で1d4の［毒］ダメージ');
  });

  it('level calculator (en): raising the grade is a step of its own at the difference of the two material Prices', async () => {
    const page = await site.visit('/en/tools/level/?base=longsword&potency=1&material=silver&grade=low&to-grade=standard', phone);
    await expect.poll(value(page, '#level-target-grade')).toBe('standard');
    // The target keeps the item's material: no material select of its own.
    expect(await page.locator('#level-target-material').count()).toBe(0);
    const plan = page.locator('.tool-plan');
    await expect.poll(() => plan.textContent()).toContain('low-grade Silver → standard-grade Silver');
    expect(await plan.textContent()).toContain('924 gp'); // 968 − 44
    expect(await page.locator('#level-result ~ div .tool-figures').first().textContent()).toContain('924 gp');
  });

  it('transfer estimator (en): a rune above a low-grade item’s limit can’t go onto it', async () => {
    const page = await site.visit(
      '/en/tools/transfer/?runestone=1&rune=greater-striking&to=longsword&to-potency=1&to-material=cold-iron&to-grade=low',
      phone,
    );
    await expect.poll(value(page, '#transfer-to-grade')).toBe('low');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('holds runes up to level 8');
  });
});
