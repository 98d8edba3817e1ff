import { beforeAll, describe, expect, it } from 'vitest';
import { RUNES } from '../../src/rules';
import { calculatorTakes } from '../../src/rules/core';
import { assertBuilt, loadPage, textOf, withBase } from '../support/dist';

// The accessory, mythic and newer etched runes on the built pages: the accessory and mythic runes have entries but no calculator, and say why; accessory
// pages state their rules; the index filters by the accessory target and states its completeness from the data; a page
// tells etched runes from what is not one.

beforeAll(() => assertBuilt());
const LANGS = ['ja', 'en'] as const;
const outside = RUNES.filter((rune) => !calculatorTakes(rune));

describe('accessory and mythic rune pages', () => {
  it.each(LANGS)('%s: offer no item-builder link and say plainly why the calculators leave the rune out', (lang) => {
    expect(outside.length).toBe(37);
    const words = { en: /^Not in the calculators, because/, ja: /^計算ツールでは扱わない。/ };
    for (const rune of outside) {
      const page = loadPage(`/${lang}/runes/${rune.slug}/`);
      expect(page.querySelector('a[data-try-it]'), rune.slug).toBeNull();
      expect(textOf(page.querySelector('.rune__not-calc p')), rune.slug).toMatch(words[lang]);
    }
  });

  it.each(LANGS)('%s: an accessory rune states which items take it, how many, and investiture', (lang) => {
    for (const rune of outside.filter((r) => r.kind === 'accessory')) {
      const rules = loadPage(`/${lang}/runes/${rune.slug}/`).querySelector('.rune__accessory');
      expect(rules, rune.slug).not.toBeNull();
      const text = textOf(rules);
      expect(text, rune.slug).toContain(rune.usageText[lang]);
      expect(text, rune.slug).toMatch(lang === 'en' ? /invested trait.*10 items/ : /充填の特性.*10個/);
      expect(text, rune.slug).toMatch(lang === 'en' ? /One per item/ : /1つの品に1つまで/);
    }
    expect(loadPage(`/${lang}/runes/flaming/`).querySelector('.rune__accessory')).toBeNull();
  });
});

describe('the rune index', () => {
  it.each(LANGS)('%s: filters by the accessory target and by Impossible Magic as a book', (lang) => {
    const page = loadPage(`/${lang}/runes/`);
    expect([...page.querySelectorAll('select[name="target"] option')].map((o) => o.getAttribute('value'))).toContain('accessory');
    expect([...page.querySelectorAll('select[name="kind"] option')].map((o) => o.getAttribute('value'))).toEqual(
      expect.arrayContaining(['accessory', 'mythic']),
    );
    const impossible = page.querySelector('select[name="book"] option[value="impossible-magic"]');
    // bane and impactful, then Impossible Magic's 17 grades
    expect(RUNES.filter((r) => r.source.book === 'impossible-magic')).toHaveLength(19);
    expect(textOf(impossible)).toMatch(/Impossible Magic.*19/);
    expect(page.querySelectorAll('tbody tr[data-target="accessory"]')).toHaveLength(33);
  });

  it.each(LANGS)('%s: says how many grades of each kind it holds, from the data, and that none is left out', (lang) => {
    const notes = [...loadPage(`/${lang}/runes/`).querySelectorAll('.rune-index__note')].map(textOf).join(' ');
    expect(notes).toContain(String(RUNES.length));
    expect(notes).toMatch(lang === 'en' ? /33 accessory and 4 mythic/ : /アクセサリー・ルーン33、神話級の基本ルーン4/);
    expect(notes).not.toMatch(/Four etched|4つのグレードはまだ/);
    const link = loadPage(`/${lang}/runes/`).querySelector('.rune-index__notes a[href$="/not-etched-runes/"]');
    expect(link?.getAttribute('href')).toBe(withBase(`/${lang}/not-etched-runes/`));
  });
});

describe('the page on what is not an etched rune', () => {
  it.each(LANGS)('%s: tells talismans, spellhearts, potency crystals and the runesmith’s runes apart', (lang) => {
    const text = textOf(loadPage(`/${lang}/not-etched-runes/`).querySelector('main'));
    const names =
      lang === 'en'
        ? ['Talismans', 'Spellhearts', 'Potency crystals', 'runesmith']
        : ['タリスマン', 'スペルハート', 'ポテンシィ・クリスタル', 'ルーンスミス'];
    for (const name of names) expect(text).toContain(name);
    expect(text.match(lang === 'en' ? /How to tell:/g : /見分け方：/g)?.length).toBeGreaterThanOrEqual(5);
  });
});
