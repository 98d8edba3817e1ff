import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CRAFTING_INCOME,
  DC_BY_LEVEL,
  FORMULA_PRICES,
  RARITY_DC_ADJUSTMENT,
  RULE_FACTS,
  RUNES,
  estimateTransfer,
  evaluateItem,
  formatPrice,
  getRune,
  gradeStats,
  materialEffectsOn,
  MATERIAL_GRADES,
  MATERIALS,
  upgradeCost,
  type MaterialGrade,
  type MaterialSlug,
  type Locale,
  type Rune,
} from '../../src/rules';
import { assertBuilt, fileFor, loadPage, textOf } from '../support/dist';
import { getBaseItem } from '../../src/rules/core';
import { translator } from '../../src/i18n';
import { materialEffectText } from '../../src/i18n/material-effects';
import { GM_CORE_MATERIAL_SLUGS } from '../../src/rules/data/materials';
import { OTHER_MATERIAL_SLUGS } from '../../src/rules/data/materials-other';
import { sourceLabel } from '../../src/rules/data/books';

// Checks of the rules chapters as built in dist/ (run `npm run build` first), against the seed's terms and src/rules.
const CHAPTERS = [
  'overview',
  'property-slots',
  'naming',
  'item-level',
  'usage',
  'investiture',
  'formulas',
  'etching',
  'transferring',
  'fundamental-runes',
  'property-runes',
  'materials',
  'specific-items',
] as const;
type Chapter = (typeof CHAPTERS)[number];
const LANGS = ['ja', 'en'] as const;
const other = (lang: Locale): Locale => (lang === 'ja' ? 'en' : 'ja');
const path = (lang: Locale, chapter: string) => `/${lang}/rules/${chapter}/`;

/** GM Core page each chapter covers (the seed's 出典 lines). */
const PAGE: Record<Chapter, number | readonly number[]> = {
  overview: 224,
  'property-slots': 224,
  naming: 224,
  'item-level': 224,
  usage: 224,
  investiture: 224,
  formulas: 225,
  etching: 225,
  transferring: 225,
  'fundamental-runes': 225,
  'property-runes': 225,
  materials: [228, 233, 240],
  'specific-items': 241,
};

/** The seed's Japanese terms each chapter must use, and the book's English terms. */
const TERMS: Record<Locale, Record<Chapter, string[]>> = {
  ja: {
    overview: [
      '基本ルーン',
      '性質ルーン',
      '彫刻',
      'ウェポン・ポテンシィ',
      'アーマー・ポテンシィ',
      'リジリアント',
      'リーンフォーシング',
      'ストライキング',
    ],
    'property-slots': ['性質ルーン', '基本ルーン', 'ポテンシィ・ルーン', 'ストライキング', 'リジリアント', 'リーンフォーシング', '転送'],
    naming: [
      'ポテンシィ・ルーン',
      '基本ルーン',
      '性質ルーン',
      '＋1ロングソード',
      '＋2グレーター・リジリアント・ファイアー・レジスタント・チェイン・メイル',
    ],
    'item-level': ['バルク', '稀少度', '彫刻', 'ディスラプティング', '市価'],
    usage: ['使用方法', '探検家の服', '軽装鎧', '中装鎧', '重装鎧', '近接武器', '〈製作〉', '大失敗'],
    investiture: ['充填', '鎧', 'ルーン'],
    formulas: ['処方', '市価', '彫刻'],
    etching: ['彫刻', '“作成”', '〈製作〉', '処方', '作成要件', '魔法のアイテム'],
    transferring: [
      '転送',
      'ルーンストーン',
      '“作成”',
      '〈製作〉',
      '市価',
      '大失敗',
      '基本ルーン',
      '性質ルーン',
      '近接武器',
      '遠隔武器',
      '入れ替え',
      '形態',
    ],
    'fundamental-runes': [
      '基本ルーン',
      'アーマー・ポテンシィ',
      'リジリアント',
      'リーンフォーシング',
      'ウェポン・ポテンシィ',
      'ストライキング',
      '改良',
      '市価',
    ],
    'property-runes': ['性質ルーン', '基本ルーン', '改良', '起動', '魔法のアイテム'],
    materials: ['貴重な素材', '品位', '冷たい鉄', 'アビシウム', '性質ルーン', '市価'],
    'specific-items': ['特定の魔法のアイテム', '基本ルーン', '性質ルーン', '改良', '転送'],
  },
  en: {
    overview: ['fundamental rune', 'property rune', 'etched', 'weapon potency', 'armor potency', 'resilient', 'reinforcing', 'striking'],
    'property-slots': ['property rune', 'fundamental rune', 'potency rune', 'striking', 'resilient', 'reinforcing', 'transfer'],
    naming: ['potency rune', 'fundamental rune', 'property rune', '+1 longsword', '+2 greater resilient fire-resistant chain mail'],
    'item-level': ['Bulk', 'rarity', 'etch', 'disrupting', 'Price'],
    usage: [
      'usage',
      "explorer's clothing",
      'light armor',
      'medium',
      'heavy armor',
      'melee weapon',
      'Crafting',
      'automatic critical failure',
    ],
    investiture: ['invested', 'invest', 'armor', 'rune'],
    formulas: ['formula', 'Price', 'etch'],
    etching: ['etch', 'Craft activity', 'Crafting', 'formula', 'Craft Requirements', 'magic items'],
    transferring: [
      'transfer',
      'runestone',
      'Craft activity',
      'Crafting',
      'Price',
      'critical failure',
      'fundamental rune',
      'property rune',
      'melee weapon',
      'ranged weapon',
      'swap',
      'same form',
    ],
    'fundamental-runes': [
      'fundamental rune',
      'armor potency',
      'resilient',
      'reinforcing',
      'weapon potency',
      'striking',
      'upgrade',
      'Price',
    ],
    'property-runes': ['property rune', 'fundamental rune', 'upgrade', 'activat', 'magic items'],
    materials: ['precious material', 'grade', 'cold iron', 'abysium', 'property rune', 'Price'],
    'specific-items': ['specific magic item', 'fundamental rune', 'property rune', 'upgrade', 'transfer'],
  },
};

const docs = new Map<string, Document>();
const page = (lang: Locale, chapter: string): Document => {
  const key = path(lang, chapter);
  if (!docs.has(key)) docs.set(key, loadPage(key));
  return docs.get(key)!;
};
/** Main text with typographic apostrophes folded, so "explorer’s" matches "explorer's". */
const mainText = (doc: Document) => textOf(doc.querySelector('main')).replace(/[’‘]/g, "'");
const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((cell) => textOf(cell));
const everyChapter = LANGS.flatMap((lang) => CHAPTERS.map((chapter) => ({ lang, chapter })));

beforeAll(() => assertBuilt());

describe('rules chapters in both languages', () => {
  it('every chapter exists in Japanese and in English at the same path', () => {
    const missing = everyChapter.filter(({ lang, chapter }) => !fileFor(path(lang, chapter))).map((c) => path(c.lang, c.chapter));
    expect(missing).toEqual([]);
  });

  it('the chapter list links every chapter in reading order', () => {
    for (const lang of LANGS) {
      const links = [...loadPage(`/${lang}/rules/`).querySelectorAll('main ol.chapter-list > li > a')].map((a) => a.getAttribute('href'));
      expect(links.map((href) => href?.replace(/^.*\/rules\/([^/]+)\/$/, '$1'))).toEqual([...CHAPTERS]);
    }
  });

  it('each chapter heading names the chapter in both languages, the other language marked with lang', () => {
    for (const { lang, chapter } of everyChapter) {
      const h1 = page(lang, chapter).querySelector('main h1');
      const twinTitle = textOf(page(other(lang), chapter).querySelector('main h1 > span[lang]'));
      const otherSpan = h1?.querySelector(`span[lang="${other(lang)}"]`);
      expect(otherSpan, path(lang, chapter)).toBeTruthy();
      const ownTitle = textOf(h1).replace(textOf(otherSpan), '').trim();
      expect(ownTitle.length, path(lang, chapter)).toBeGreaterThan(0);
      // The twin's h1 shows this page's title in its span, and the other way round.
      expect(textOf(page(other(lang), chapter).querySelector('main h1'))).toContain(ownTitle);
      expect(textOf(h1)).toContain(twinTitle);
    }
  });

  it('each chapter opens with an in-brief box of three to five points', () => {
    for (const { lang, chapter } of everyChapter) {
      const box = page(lang, chapter).querySelector('main .chapter__body > aside.in-brief:first-child');
      expect(box, path(lang, chapter)).toBeTruthy();
      const points = box!.querySelectorAll('li').length;
      expect(points, path(lang, chapter)).toBeGreaterThanOrEqual(3);
      expect(points, path(lang, chapter)).toBeLessThanOrEqual(5);
    }
  });

  it('each chapter names its GM Core page as the seed does', () => {
    for (const { lang, chapter } of everyChapter) {
      const source = textOf(page(lang, chapter).querySelector('main .chapter__source'));
      const pages = [PAGE[chapter]].flat().map((n) => (lang === 'ja' ? `GM Core ${n}ページ` : `GM Core p. ${n}`));
      expect(source).toBe(`${lang === 'ja' ? '出典 ' : 'Source: '}${pages.join(lang === 'ja' ? '、' : ', ')}`);
    }
  });

  it('each chapter has a table of contents that links every section', () => {
    for (const { lang, chapter } of everyChapter) {
      const doc = page(lang, chapter);
      const sections = [...doc.querySelectorAll('main .chapter__body > h2[id]')].map((h) => `#${h.id}`);
      const toc = [...doc.querySelectorAll('main nav.toc a')].map((a) => a.getAttribute('href'));
      expect(sections.length, path(lang, chapter)).toBeGreaterThan(1);
      expect(toc, path(lang, chapter)).toEqual(sections);
    }
  });

  it('each chapter links to the previous and the next chapter', () => {
    for (const { lang, chapter } of everyChapter) {
      const index = CHAPTERS.indexOf(chapter);
      const nav = page(lang, chapter).querySelector('main nav.chapter-nav');
      const prev = nav?.querySelector('a[rel="prev"]')?.getAttribute('href') ?? null;
      const next = nav?.querySelector('a[rel="next"]')?.getAttribute('href') ?? null;
      expect(prev?.endsWith(`/${lang}/rules/${CHAPTERS[index - 1]}/`) ?? index === 0, path(lang, chapter)).toBe(true);
      expect(next?.endsWith(`/${lang}/rules/${CHAPTERS[index + 1]}/`) ?? index === CHAPTERS.length - 1, path(lang, chapter)).toBe(true);
    }
  });

  it('each chapter links the runes it is about', () => {
    for (const { lang, chapter } of everyChapter) {
      const links = page(lang, chapter).querySelectorAll('main .chapter__runes a[href*="/runes/"]');
      expect(links.length, path(lang, chapter)).toBeGreaterThan(0);
    }
  });
});

describe('terms', () => {
  it("each Japanese chapter uses the seed's terms", () => {
    const missing = CHAPTERS.flatMap((chapter) =>
      TERMS.ja[chapter].filter((term) => !mainText(page('ja', chapter)).includes(term)).map((term) => `${chapter}: ${term}`),
    );
    expect(missing).toEqual([]);
  });

  it("each English chapter uses the book's matching terms", () => {
    const missing = CHAPTERS.flatMap((chapter) =>
      TERMS.en[chapter]
        .filter((term) => !mainText(page('en', chapter)).toLowerCase().includes(term.toLowerCase()))
        .map((term) => `${chapter}: ${term}`),
    );
    expect(missing).toEqual([]);
  });

  it("the naming chapter writes the seed's examples exactly, in both languages", () => {
    for (const lang of LANGS) {
      const names = [...page(lang, 'naming').querySelectorAll('.item-example dd')].map((dd) => textOf(dd));
      expect(names).toContain('＋1ロングソード');
      expect(names).toContain('＋2グレーター・リジリアント・ファイアー・レジスタント・チェイン・メイル');
      expect(names).toContain('+1 longsword');
      expect(names).toContain('+2 greater resilient fire-resistant chain mail');
    }
  });
});

describe('numbers come from src/rules', () => {
  it('a runed item takes the highest level among its base item and runes: the seed’s striking mace with a vitalizing rune is level 5', () => {
    const expected = evaluateItem({ base: 'mace', potency: 1, striking: 'striking', property: ['vitalizing'] });
    expect(expected.level).toBe(5);
    for (const lang of LANGS) {
      const example = [...page(lang, 'item-level').querySelectorAll('.item-example')].find((figure) =>
        textOf(figure.querySelector('figcaption')).includes(expected.name[lang]),
      );
      expect(example, lang).toBeTruthy();
      expect(textOf(example!.querySelector('dd'))).toBe(String(expected.level));
    }
  });

  it('the DC table gives the DC of every level 0-25 and the rarity adjustments of src/rules', () => {
    for (const lang of LANGS) {
      for (const chapter of ['etching', 'transferring']) {
        const rows = [...page(lang, chapter).querySelectorAll('table[data-table="dc"] tbody tr')].map(cells);
        expect(rows).toEqual(DC_BY_LEVEL.map((dc, level) => [String(level), String(dc)]));
        const rarity = [...page(lang, chapter).querySelectorAll('table[data-table="dc-rarity"] tbody tr')].map((row) => [
          row.getAttribute('data-rarity'),
          cells(row)[1],
        ]);
        expect(rarity).toEqual(Object.entries(RARITY_DC_ADJUSTMENT).map(([name, add]) => [name, `${lang === 'ja' ? '＋' : '+'}${add}`]));
      }
    }
  });

  it('the materials chapter gives each of GM Core’s materials’ level and Price by grade, its tower shield and its effects from src/rules', () => {
    const longsword = getBaseItem('longsword')!;
    const tower = getBaseItem('tower-shield')!;
    for (const lang of LANGS) {
      const doc = page(lang, 'materials');
      const rows = [...doc.querySelectorAll('table[data-table="materials"] tbody tr')];
      const expected = GM_CORE_MATERIAL_SLUGS.flatMap((slug) =>
        MATERIAL_GRADES.filter((g) => MATERIALS[slug].weapon[g] || MATERIALS[slug].armor[g]).map((g) => `${slug}/${g}`),
      );
      expect(rows.map((row) => `${row.getAttribute('data-material')}/${row.getAttribute('data-grade')}`)).toEqual(expected);
      for (const row of rows) {
        const stats = gradeStats(
          MATERIALS[row.getAttribute('data-material') as MaterialSlug],
          longsword,
          row.getAttribute('data-grade') as MaterialGrade,
        )!;
        expect(cells(row)[1], row.outerHTML).toContain(formatPrice(stats.priceCp, lang));
      }
      // The tower shield only duskwood makes: a list under the shield table, one line per grade with its Price.
      const towers = [...doc.querySelectorAll('[data-table="material-tower"] li')].map((li) => textOf(li));
      expect(towers).toHaveLength(2);
      for (const [i, grade] of (['standard', 'high'] as const).entries())
        expect(towers[i]).toContain(formatPrice(gradeStats(MATERIALS.duskwood, tower, grade)!.priceCp, lang));
      // Effects: one entry per material, every line materialEffectsOn gives on a longsword in the builder's words.
      const entries = [...doc.querySelectorAll('[data-table="material-effects"] [data-material]')];
      expect(entries.map((entry) => entry.getAttribute('data-material'))).toEqual([...GM_CORE_MATERIAL_SLUGS]);
      const text = textOf(doc.querySelector('[data-table="material-effects"]'));
      for (const line of materialEffectsOn(MATERIALS['cold-iron'], longsword, 'low'))
        expect(text).toContain(materialEffectText(line, translator(lang), lang));
      expect(text).toContain(materialEffectText({ code: 'halves-object-hardness', hardness: 13 }, translator(lang), lang));
    }
  });

  it('the materials chapter lists the other books’ materials by grade, their shields and effects, with their sources', () => {
    const longsword = getBaseItem('longsword')!;
    const shield = getBaseItem('steel-shield')!;
    for (const lang of LANGS) {
      const doc = page(lang, 'materials');
      const rows = [...doc.querySelectorAll('table[data-table="other-materials"] tbody tr')];
      const expected = OTHER_MATERIAL_SLUGS.flatMap((slug) =>
        MATERIAL_GRADES.filter((g) => MATERIALS[slug].weapon[g] || MATERIALS[slug].armor[g]).map((g) => `${slug}/${g}`),
      );
      expect(rows.map((row) => `${row.getAttribute('data-material')}/${row.getAttribute('data-grade')}`)).toEqual(expected);
      for (const row of rows) {
        const stats = gradeStats(
          MATERIALS[row.getAttribute('data-material') as MaterialSlug],
          longsword,
          row.getAttribute('data-grade') as MaterialGrade,
        );
        if (stats) expect(cells(row)[1], row.outerHTML).toContain(formatPrice(stats.priceCp, lang));
      }
      // Abysium's high-grade shield: its Hardness and Price from src/rules.
      const abysium = doc.querySelector('table[data-table="other-material-shields"] tr[data-material="abysium"][data-grade="high"]')!;
      const high = gradeStats(MATERIALS.abysium, shield, 'high')!.shield!;
      expect(cells(abysium)[2]).toContain(formatPrice(high.priceCp, lang));
      expect(cells(abysium)[2]).toContain(String(high.hardness));
      const entries = [...doc.querySelectorAll('[data-table="other-material-effects"] [data-material]')];
      expect(entries.map((entry) => entry.getAttribute('data-material'))).toEqual([...OTHER_MATERIAL_SLUGS]);
      const effects = textOf(doc.querySelector('[data-table="other-material-effects"]'));
      expect(effects).toContain(sourceLabel(MATERIALS.abysium.source.weapon, lang));
      for (const line of materialEffectsOn(MATERIALS.abysium, longsword, 'standard'))
        expect(effects).toContain(materialEffectText(line, translator(lang), lang));
      // The search's name layer knows each of them.
      const names = readFileSync(fileFor(`/${lang}/search-names.json`)!, 'utf8');
      for (const slug of OTHER_MATERIAL_SLUGS)
        expect(names, slug).toContain(lang === 'ja' ? MATERIALS[slug].name.ja : MATERIALS[slug].name.en.toLowerCase());
      // The property-slots chapter keeps orichalcum's slot and sends the reader here.
      const slots = page(lang, 'property-slots');
      expect(slots.querySelector('table[data-table="materials"]')).toBeNull();
      expect([...slots.querySelectorAll('a')].some((a) => a.getAttribute('href')?.endsWith(`/${lang}/rules/materials/`))).toBe(true);
    }
  });

  it('the specific-items chapter exists in both languages and the rules index links it and the materials chapter', () => {
    for (const lang of LANGS) {
      expect(textOf(page(lang, 'specific-items').querySelector('h1'))).toContain(
        lang === 'ja' ? '特定の魔法のアイテム' : 'Specific Magic Items',
      );
    }
  });

  it('the formula table gives the formula Price of every item level 0-20 from src/rules', () => {
    for (const lang of LANGS) {
      const rows = [...page(lang, 'formulas').querySelectorAll('table[data-table="formula"] tbody tr')].map(cells);
      expect(rows).toEqual(FORMULA_PRICES.map((cp, level) => [String(level), formatPrice(cp, lang)]));
    }
  });

  it('the income table gives what an extra day takes off the cost, by level and Crafting rank, from src/rules', () => {
    for (const lang of LANGS) {
      const rows = [...page(lang, 'transferring').querySelectorAll('table[data-table="income"] tbody tr')].map(cells);
      expect(rows.length).toBe(CRAFTING_INCOME.length);
      CRAFTING_INCOME.forEach((income, index) => {
        const row = rows[index]!;
        expect(row[0]).toContain(String(income.level));
        expect(row.slice(1)).toEqual(
          [income.trainedCp, income.expertCp, income.masterCp, income.legendaryCp].map((cp) => formatPrice(cp, lang)),
        );
      });
    }
  });

  it('the fundamental rune table lists every grade with its level, Price and effect from src/rules', () => {
    const fundamentals = RUNES.filter((rune) => rune.kind === 'fundamental');
    const effectNumbers = (rune: Rune): number[] => {
      const e = rune.effects;
      if (e.shield) return [e.shield.hardness, e.shield.maxHardness, e.shield.hp, e.shield.maxHp, e.shield.bt, e.shield.maxBt];
      if (e.weaponDamageDice !== undefined) return [e.weaponDamageDice];
      if (e.itemBonusSaves !== undefined) return [e.itemBonusSaves];
      return [e.itemBonusAttack ?? e.itemBonusAC ?? NaN, e.propertySlots ?? NaN];
    };
    for (const lang of LANGS) {
      const rows = [...page(lang, 'fundamental-runes').querySelectorAll('table[data-table="fundamental-grades"] tr[data-rune]')];
      expect(rows.map((row) => row.getAttribute('data-rune')).sort()).toEqual(fundamentals.map((r) => r.slug).sort());
      for (const row of rows) {
        const rune = getRune(row.getAttribute('data-rune')!)!;
        expect(textOf(row.querySelector('[data-col="level"]'))).toBe(String(rune.level));
        expect(textOf(row.querySelector('[data-col="price"]'))).toBe(formatPrice(rune.priceCp, lang));
        const shown = (textOf(row.querySelector('[data-col="effect"]')).match(/\d+/g) ?? []).map(Number);
        expect(shown, rune.slug).toEqual(effectNumbers(rune));
      }
    }
  });

  it('the overview lists the five fundamental runes where the seed says they are etched', () => {
    for (const lang of LANGS) {
      const rows = [...page(lang, 'overview').querySelectorAll('table[data-table="fundamental"] tbody tr')];
      expect(rows.map((row) => row.getAttribute('data-family'))).toEqual([
        'armor-potency',
        'resilient',
        'reinforcing',
        'weapon-potency',
        'striking',
      ]);
    }
    const ja = [...page('ja', 'overview').querySelectorAll('table[data-table="fundamental"] tbody tr')].map((row) =>
      cells(row).slice(0, 2),
    );
    expect(ja).toEqual([
      ['アーマー・ポテンシィ', '鎧'],
      ['リジリアント', '鎧'],
      ['リーンフォーシング', '盾'],
      ['ウェポン・ポテンシィ', '武器'],
      ['ストライキング', '武器'],
    ]);
  });

  it('quoted rule facts show the values of RULE_FACTS', () => {
    for (const { lang, chapter } of everyChapter) {
      for (const fact of page(lang, chapter).querySelectorAll('[data-fact]')) {
        const name = fact.getAttribute('data-fact') as keyof typeof RULE_FACTS;
        expect(textOf(fact)).toContain(String(RULE_FACTS[name]));
      }
    }
  });

  it('a transfer costs a tenth of the Price, a swap uses the higher level and Price, and the examples match src/rules', () => {
    for (const lang of LANGS) {
      const figures = [...page(lang, 'transferring').querySelectorAll('figure.transfer-example')];
      expect(figures.length).toBeGreaterThanOrEqual(2);
      for (const figure of figures) {
        const rune = figure.getAttribute('data-rune')!;
        const swapWith = figure.getAttribute('data-swap') ?? undefined;
        if (figure.querySelector('[data-col="remaining-cost"]')) continue; // checked below
        const estimate = estimateTransfer({ rune, swapWith });
        expect(textOf(figure.querySelector('[data-col="dc"]'))).toBe(String(estimate.dc));
        expect(textOf(figure.querySelector('[data-col="cost"]'))).toBe(formatPrice(estimate.costCp, lang));
      }
      // The transferring chapter's swap example: striking for greater striking is DC 30 and 106 gp 5 sp.
      const swap = figures.find((f) => f.getAttribute('data-swap') === 'greater-striking')!;
      expect(textOf(swap.querySelector('[data-col="dc"]'))).toBe('30');
      expect(textOf(swap.querySelector('[data-col="cost"]'))).toBe('106 gp 5 sp');
      const stone = page(lang, 'transferring').querySelector('[data-col="runestone-cost"]');
      expect(textOf(stone)).toBe(formatPrice(0, lang));
    }
  });

  it('extra days lower a transfer cost as src/rules computes it', () => {
    const estimate = estimateTransfer({ rune: 'greater-flaming', crafterLevel: 15, proficiency: 'master', extraDays: 4 });
    expect(estimate.remainingCostCp).toBeLessThan(estimate.costCp);
    for (const lang of LANGS) {
      const shown = page(lang, 'transferring').querySelector('[data-col="remaining-cost"]');
      expect(textOf(shown)).toBe(formatPrice(estimate.remainingCostCp, lang));
    }
  });

  it('an upgrade costs the difference of the two Prices, as the examples show', () => {
    for (const { lang, chapter } of everyChapter) {
      for (const figure of page(lang, chapter).querySelectorAll('figure.upgrade-example')) {
        const upgrade = upgradeCost(figure.getAttribute('data-from')!, figure.getAttribute('data-to')!);
        expect(textOf(figure.querySelector('[data-col="cost"]'))).toBe(formatPrice(upgrade.costCp, lang));
        expect(textOf(figure.querySelector('[data-col="dc"]'))).toBe(String(upgrade.dc));
      }
    }
    expect(textOf(page('en', 'fundamental-runes').querySelector('figure.upgrade-example [data-col="cost"]'))).toBe('900 gp');
  });

  it('the transferring chapter states the site’s choice on rarity next to the DC table', () => {
    expect(mainText(page('en', 'transferring'))).toMatch(/doesn't mention rarity.*usual Craft rule/);
    expect(mainText(page('ja', 'transferring'))).toMatch(/稀少度について何も述べていない.*通常の“作成”のルールに従い/);
  });
});

describe('chapter sources', () => {
  it('type no rules numbers: outside frontmatter and components, a chapter has no digits', () => {
    const offenders: string[] = [];
    for (const lang of LANGS) {
      const dir = join(process.cwd(), 'content', 'rules', lang);
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.mdx'))) {
        const prose = readFileSync(join(dir, file), 'utf8')
          .replace(/^---\n[\s\S]*?\n---\n/, '')
          .replace(/<\/?[A-Za-z][^>]*>/g, '');
        prose.split('\n').forEach((line, index) => {
          if (/[0-9０-９]/.test(line)) offenders.push(`${lang}/${file}:${index + 1}: ${line.trim()}`);
        });
      }
    }
    expect(offenders).toEqual([]);
  });
});
