import { describe, expect, it } from 'vitest';
import {
  BASE_ITEMS,
  CRAFTING_INCOME,
  DC_BY_LEVEL,
  FORMULA_PRICES,
  RARITIES,
  RUNE_FAMILIES,
  RUNES,
  USAGE_LABELS,
  getBaseItem,
  getFamily,
  getRune,
  runesOfFamily,
} from '../../src/rules';
import { getBaseItem as getBaseItemCore, getRune as getRuneCore } from '../../src/rules/core';
import { ARMOR_DETAILS, SHIELD_DETAILS, WEAPON_DETAILS } from '../../src/rules/data/base-item-details';
import { BASE_ITEM_DATA } from '../../src/rules/data/base-items';
import { USAGE_TRAITS, usageKey, usageTraitLabel } from '../../src/rules/data/labels';
import { isTrait, traitLabel } from '../../src/rules/data/traits';
import { BOOKS, isBookId, sourceLabel } from '../../src/rules/data/books';
import { RUNE_DETAILS } from '../../src/rules/data/rune-details';
import { RUNE_DATA, type RuneSlug } from '../../src/rules/data/runes';
import { FAMILY_NAMES } from '../../src/rules/core';

// The GM Core rune grades, in the order of the project's reference list (a fact check of GM Core: runes of
// other books are not listed here, and no count is written down anywhere).
const REFERENCE_SLUGS = [
  'striking',
  'greater-striking',
  'major-striking',
  'weapon-potency-1',
  'weapon-potency-2',
  'weapon-potency-3',
  'animated',
  'astral',
  'greater-astral',
  'brilliant',
  'greater-brilliant',
  'corrosive',
  'greater-corrosive',
  'decaying',
  'greater-decaying',
  'extending',
  'greater-extending',
  'fearsome',
  'greater-fearsome',
  'flaming',
  'greater-flaming',
  'frost',
  'greater-frost',
  'ghost-touch',
  'grievous',
  'holy',
  'keen',
  'quickstrike',
  'returning',
  'shifting',
  'shock',
  'greater-shock',
  'shockwave',
  'spell-reservoir',
  'thundering',
  'greater-thundering',
  'unholy',
  'vitalizing',
  'greater-vitalizing',
  'vorpal',
  'wounding',
  'armor-potency-1',
  'armor-potency-2',
  'armor-potency-3',
  'resilient',
  'greater-resilient',
  'major-resilient',
  'antimagic',
  'acid-resistant',
  'cold-resistant',
  'electricity-resistant',
  'fire-resistant',
  'greater-acid-resistant',
  'greater-cold-resistant',
  'greater-electricity-resistant',
  'greater-fire-resistant',
  'fortification',
  'greater-fortification',
  'invisibility',
  'greater-invisibility',
  'raiment',
  'ready',
  'greater-ready',
  'shadow',
  'greater-shadow',
  'major-shadow',
  'size-changing',
  'slick',
  'greater-slick',
  'major-slick',
  'winged',
  'greater-winged',
  'minor-reinforcing',
  'lesser-reinforcing',
  'moderate-reinforcing',
  'greater-reinforcing',
  'major-reinforcing',
  'supreme-reinforcing',
];

const gp = (n: number): number => n * 100;

describe('rune catalogue', () => {
  it('holds the GM Core rune grades with the reference slugs, and every slug once', () => {
    expect(new Set(RUNES.map((r) => r.slug)).size).toBe(RUNES.length);
    const gmCore = RUNES.filter((r) => r.source.book === 'gm-core').map((r) => r.slug);
    expect(gmCore.sort()).toEqual([...REFERENCE_SLUGS].sort());
  });

  it('gives every rune a name, a usage text and a family name in both languages', () => {
    for (const r of RUNES) {
      expect(r.name.ja, r.slug).not.toBe('');
      expect(r.name.en, r.slug).not.toBe('');
      // Accessory runes are applied, not etched (Grand Bazaar p. 88).
      expect(r.usageText.ja, r.slug).toMatch(r.kind === 'accessory' ? /に付与$/ : /に彫刻$/);
      expect(r.usageText.en, r.slug).toMatch(r.kind === 'accessory' ? /^applied to / : /^etched onto /);
    }
    for (const f of RUNE_FAMILIES) {
      expect(f.name.ja).not.toBe('');
      expect(f.name.en).not.toBe('');
    }
  });

  it('keeps prices as whole copper pieces and levels within 1-20', () => {
    for (const r of RUNES) {
      expect(Number.isSafeInteger(r.priceCp), r.slug).toBe(true);
      expect(r.priceCp).toBeGreaterThan(0);
      expect(r.level).toBeGreaterThanOrEqual(1);
      expect(r.level).toBeLessThanOrEqual(20);
    }
  });

  it('writes usage lines in the wiki’s style', () => {
    expect(getRune('flaming')?.usageText).toEqual({ ja: '武器に彫刻', en: 'etched onto a weapon' });
    expect(getRune('keen')?.usageText.ja).toBe('刺突か斬撃の近接武器に彫刻');
    expect(getRune('shockwave')?.usageText.ja).toBe('殴打の近接武器に彫刻');
    expect(getRune('vorpal')?.usageText.ja).toBe('斬撃の近接武器に彫刻');
    expect(getRune('returning')?.usageText.ja).toBe('投擲武器に彫刻');
    expect(getRune('holy')?.usageText).toEqual({ ja: '邪でない武器に彫刻', en: "etched onto a weapon that isn't unholy" });
    expect(getRune('shadow')?.usageText).toEqual({ ja: '軽装鎧か中装鎧に彫刻', en: 'etched onto light or medium armor' });
    expect(getRune('fortification')?.usageText.ja).toBe('中装鎧か重装鎧に彫刻');
    expect(getRune('invisibility')?.usageText.ja).toBe('軽装鎧に彫刻');
    expect(getRune('minor-reinforcing')?.usageText.ja).toBe('盾に彫刻');
    expect(getRune('dragons-breath-1')?.usageText).toEqual({
      ja: 'デュエリング・ケープか盾に付与',
      en: 'applied to a dueling cape or a shield',
    });
    // One label per distinct usage line of the data, each with its text.
    expect(Object.keys(USAGE_LABELS).sort()).toEqual([...new Set(RUNES.map((r) => usageKey(r.usage)))].sort());
    expect(Object.entries(USAGE_LABELS).filter(([key, label]) => label.en === key)).toEqual([]);
  });

  it('has a bilingual label for every rune trait', () => {
    for (const r of RUNES) for (const t of r.traits) expect(isTrait(t), `${r.slug}: ${t}`).toBe(true);
    for (const k of ['common', 'uncommon', 'rare', 'unique'] as const) expect(RARITIES[k].label.ja).not.toBe('');
  });

  it("has every trait a usage line names in USAGE_TRAITS (the calculators' only trait labels), the same as in TRAITS", () => {
    for (const r of RUNES) {
      if (r.usage.target !== 'weapon') continue;
      for (const t of [r.usage.trait, r.usage.notTrait]) {
        if (t === undefined) continue;
        expect(Object.hasOwn(USAGE_TRAITS, t), `${r.slug}: ${t}`).toBe(true);
        expect(traitLabel(t)).toBe(usageTraitLabel(t));
      }
    }
  });

  it.each([
    ['striking', 4, 65],
    ['greater-striking', 12, 1065],
    ['major-striking', 19, 31065],
    ['weapon-potency-1', 2, 35],
    ['weapon-potency-2', 10, 935],
    ['weapon-potency-3', 16, 8935],
    ['armor-potency-1', 5, 160],
    ['armor-potency-2', 11, 1060],
    ['armor-potency-3', 18, 20560],
    ['resilient', 8, 340],
    ['greater-resilient', 14, 3440],
    ['major-resilient', 20, 49440],
    ['minor-reinforcing', 4, 75],
    ['lesser-reinforcing', 7, 300],
    ['moderate-reinforcing', 10, 900],
    ['greater-reinforcing', 13, 2500],
    ['major-reinforcing', 16, 8000],
    ['supreme-reinforcing', 19, 32000],
    ['flaming', 8, 500],
    ['vitalizing', 5, 150],
  ])('%s is level %i and costs %i gp (GM Core)', (slug, level, price) => {
    const r = getRune(slug);
    expect(r?.level).toBe(level);
    expect(r?.priceCp).toBe(gp(price));
  });

  it('follows the book where Foundry disagrees', () => {
    expect(getRune('extending')?.level).toBe(9);
    expect(getRune('greater-fortification')?.level).toBe(18);
    expect(getRune('shockwave')?.rarity).toBe('uncommon');
    expect(getRune('shockwave')?.traits).toEqual(['magical']);
    expect(getRune('greater-vitalizing')?.rarity).toBe('common');
    expect(getRune('greater-vitalizing')?.usage).toEqual({ target: 'weapon' });
    expect(getRune('shadow')?.usage).toEqual({ target: 'armor', categories: ['light', 'medium'] });
    expect(getRune('greater-reinforcing')?.effects.shield?.bt).toBe(40);
  });

  it('marks vorpal and quickstrike rare, keen and animated uncommon', () => {
    expect(getRune('vorpal')?.rarity).toBe('rare');
    expect(getRune('quickstrike')?.rarity).toBe('rare');
    expect(getRune('keen')?.rarity).toBe('uncommon');
    expect(getRune('animated')?.rarity).toBe('uncommon');
  });

  it('names runes with the grade first, in both languages', () => {
    expect(getRune('greater-flaming')?.name).toEqual({ ja: 'グレーター・フレイミング', en: 'Greater Flaming' });
    expect(getRune('major-striking')?.name).toEqual({ ja: 'メジャー・ストライキング', en: 'Major Striking' });
    expect(getRune('weapon-potency-2')?.name).toEqual({ ja: '＋2ウェポン・ポテンシィ', en: '+2 Weapon Potency' });
    expect(getRune('armor-potency-2')?.name.ja).toBe('＋2アーマー・ポテンシィ');
    expect(getRune('minor-reinforcing')?.name).toEqual({ ja: 'マイナー・リーンフォーシング', en: 'Minor Reinforcing' });
    expect(getRune('greater-fire-resistant')?.name).toEqual({ ja: 'グレーター・ファイアー・レジスタント', en: 'Greater Fire-Resistant' });
    expect(getRune('greater-striking')?.bookName).toBe('Striking (Greater)');
  });

  it('marks as confirmed exactly the Japanese names seen in the seed or the community translation, with the source', () => {
    const bySource = (source: string) =>
      RUNES.filter((r) => r.jaConfirmed && r.jaSource === source)
        .map((r) => r.slug)
        .sort();
    expect(bySource('seed')).toEqual(
      ['armor-potency-1', 'armor-potency-2', 'armor-potency-3', 'resilient', 'greater-resilient', 'fire-resistant'].sort(),
    );
    // ja-names.md: the same spelling in the p2rdj wiki or the p2rdj-derived equipment text
    expect(bySource('community')).toEqual(
      [
        'weapon-potency-1',
        'weapon-potency-2',
        'weapon-potency-3',
        'striking',
        'greater-striking',
        'major-striking',
        'major-resilient',
        'corrosive',
        'greater-corrosive',
        'fearsome',
        'greater-fearsome',
        'flaming',
        'greater-flaming',
        'frost',
        'greater-frost',
        'ghost-touch',
        'grievous',
        'keen',
        'returning',
        'shifting',
        'shock',
        'greater-shock',
        'thundering',
        'greater-thundering',
        'vorpal',
        'wounding',
        'antimagic',
        'acid-resistant',
        'greater-fire-resistant',
        'invisibility',
        'greater-invisibility',
        'ready',
        'greater-ready',
        'shadow',
        'greater-shadow',
        'major-shadow',
        'slick',
        'greater-slick',
        'major-slick',
        'winged',
        'greater-winged',
        'holy',
        'unholy',
        'fortification',
        'greater-fortification',
        // ja-review-2 §C: the p2rdj-derived equipment text names the ethereal rune イセリアル
        'ethereal',
      ].sort(),
    );
    for (const r of RUNES) expect(r.jaConfirmed, r.slug).toBe(r.jaSource !== undefined);
  });

  it('spells the questioned names as the community and the site’s prose do; old spellings are aliases only', () => {
    const names: Record<string, [string, string]> = {
      decaying: ['ディケイング', 'ディケイイング'],
      'greater-decaying': ['グレーター・ディケイング', 'グレーター・ディケイイング'],
      shockwave: ['ショックウェーヴ', 'ショックウェーブ'],
      'spell-reservoir': ['スペル・レザヴォア', 'スペル・リザーヴァー'],
      antimagic: ['アンティマジック', 'アンチマジック'],
      holy: ['ホーリィ', 'ホーリー'],
      unholy: ['アンホーリィ', 'アンホーリー'],
      fortification: ['フォーティフィケーション', 'フォーティフィケイション'],
      'greater-fortification': ['グレーター・フォーティフィケーション', 'グレーター・フォーティフィケイション'],
    };
    for (const [slug, [name, old]] of Object.entries(names)) {
      expect(getRune(slug)?.name.ja, slug).toBe(name);
      expect(getRune(slug)?.aliases, slug).toContain(old);
    }
    const display = new Set(RUNES.map((r) => r.name.ja));
    for (const [, old] of Object.values(names)) expect(display.has(old), old).toBe(false);
    // other translations' spellings and the community's damage words players type
    expect(getRune('resilient')?.aliases).toContain('レジリエント');
    expect(getRune('corrosive')?.aliases).toContain('コロージヴ');
    expect(getRune('electricity-resistant')?.aliases).toContain('雷撃耐性');
    expect(getRune('acid-resistant')?.aliases).toContain('強酸耐性');
    expect(getRune('cold-resistant')?.aliases).toContain('氷雪耐性');
  });

  it('keeps the legacy names as search aliases', () => {
    expect(getRune('vitalizing')?.aliases).toEqual(expect.arrayContaining(['Disrupting', 'ディスラプティング']));
    expect(getRune('animated')?.aliases).toContain('Dancing');
    expect(getRune('quickstrike')?.aliases).toContain('Speed');
    expect(getRune('spell-reservoir')?.aliases).toContain('Spell Storing');
    expect(getRune('raiment')?.aliases).toContain('Glamered');
    expect(getRune('fire-resistant')?.aliases).toContain('resist fire');
  });

  it('groups runes into families with grades weakest first', () => {
    expect(getFamily('striking')?.grades).toEqual(['striking', 'greater-striking', 'major-striking']);
    expect(getFamily('reinforcing')?.grades).toEqual([
      'minor-reinforcing',
      'lesser-reinforcing',
      'moderate-reinforcing',
      'greater-reinforcing',
      'major-reinforcing',
      'supreme-reinforcing',
    ]);
    expect(RUNE_FAMILIES[0]?.slug).toBe('weapon-potency');
    expect(RUNE_FAMILIES.reduce((n, f) => n + f.grades.length, 0)).toBe(RUNES.length);
    expect(runesOfFamily('shadow').map((r) => r.slug)).toEqual(['shadow', 'greater-shadow', 'major-shadow']);
    expect(runesOfFamily('nope')).toEqual([]);
  });

  it('never finds prototype keys as slugs', () => {
    for (const s of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(getRune(s)).toBeUndefined();
      expect(getBaseItem(s)).toBeUndefined();
      expect(getFamily(s)).toBeUndefined();
    }
  });
});

describe('base items', () => {
  it('holds the 104 weapons, armors and shields with names in both languages', () => {
    expect(BASE_ITEMS).toHaveLength(104);
    expect(new Set(BASE_ITEMS.map((b) => b.slug)).size).toBe(104);
    for (const b of BASE_ITEMS) {
      expect(b.name.ja, b.slug).not.toBe('');
      expect(b.name.en, b.slug).not.toBe('');
      expect(Number.isSafeInteger(b.priceCp)).toBe(true);
    }
    expect(BASE_ITEMS.filter((b) => b.kind === 'weapon')).toHaveLength(82);
    expect(BASE_ITEMS.filter((b) => b.kind === 'armor')).toHaveLength(12);
    expect(BASE_ITEMS.filter((b) => b.kind === 'shield')).toHaveLength(10);
  });

  it('uses the seed’s Japanese names where it has them, the community’s elsewhere, and marks the rest as the site’s own', () => {
    expect(getBaseItem('longsword')?.name.ja).toBe('ロングソード');
    expect(getBaseItem('chain-mail')?.name.ja).toBe('チェイン・メイル');
    expect(getBaseItem('mace')?.name.ja).toBe('メイス');
    expect(getBaseItem('explorers-clothing')?.name.ja).toBe('探検家の服');
    expect(
      BASE_ITEMS.filter((b) => b.jaSource === 'seed')
        .map((b) => b.slug)
        .sort(),
    ).toEqual(['chain-mail', 'explorers-clothing', 'longsword', 'mace']);
    const own = BASE_ITEMS.filter((b) => !b.jaConfirmed)
      .map((b) => b.slug)
      .sort();
    expect(own).toEqual(
      ['fist', ...['minor', 'lesser', 'moderate', 'greater', 'major', 'supreme'].map((g) => `sturdy-shield-${g}`)].sort(),
    );
    for (const b of BASE_ITEMS) expect(b.jaConfirmed, b.slug).toBe(b.jaSource !== undefined);
    // ja-names.md: the community's spelling, the old one kept as a search alias
    const renamed: Record<string, [string, string]> = {
      dart: ['ダーツ', 'ダート'],
      'bo-staff': ['ボウ・スタッフ', 'ボー・スタッフ'],
      guisarme: ['ギザーム', 'ギザルメ'],
      'main-gauche': ['マンゴーシュ', 'マン・ゴーシュ'],
      'sawtooth-saber': ['ソートゥース・サーベル', 'ソウトゥース・セイバー'],
      'padded-armor': ['パデッド・アーマー', 'パッデッド・アーマー'],
      'wooden-shield': ['木製シールド', 'ウドゥン・シールド'],
      'steel-shield': ['鋼鉄製シールド', 'スティール・シールド'],
      'sturdy-shield-minor': ['マイナー・スタディ・シールド', 'マイナー・スターディ・シールド'],
    };
    for (const [slug, [name, old]] of Object.entries(renamed)) {
      expect(getBaseItem(slug)?.name.ja, slug).toBe(name);
      expect(getBaseItem(slug)?.aliases, slug).toContain(old);
    }
  });

  it('records versatile damage types, thrown weapons, armor categories and specific shields', () => {
    const longsword = getBaseItem('longsword');
    expect(longsword?.kind === 'weapon' && longsword.versatile).toEqual(['P']);
    const dagger = getBaseItem('dagger');
    expect(dagger?.kind === 'weapon' && dagger.thrown && dagger.attack).toBe('melee');
    const javelin = getBaseItem('javelin');
    expect(javelin?.kind === 'weapon' && javelin.thrown && javelin.attack).toBe('ranged');
    const clothing = getBaseItem('explorers-clothing');
    expect(clothing?.kind === 'armor' && clothing.category).toBe('unarmored');
    const sturdy = getBaseItem('sturdy-shield-minor');
    expect(sturdy?.kind === 'shield' && sturdy.specific).toBe(true);
    const fist = getBaseItem('fist');
    expect(fist?.kind === 'weapon' && fist.isItem).toBe(false);
    expect(getBaseItem('steel-shield')).toMatchObject({ hardness: 5, hp: 20, bt: 10, priceCp: 200 });
  });
});

describe('tables', () => {
  it('has the DC for every level 0-25', () => {
    expect(DC_BY_LEVEL).toHaveLength(26);
    expect(DC_BY_LEVEL[0]).toBe(14);
    expect(DC_BY_LEVEL[12]).toBe(30);
    expect(DC_BY_LEVEL[20]).toBe(40);
    expect(DC_BY_LEVEL[25]).toBe(50);
  });

  it('has the formula price for every level 0-20', () => {
    expect(FORMULA_PRICES).toHaveLength(21);
    expect(FORMULA_PRICES[0]).toBe(50);
    expect(FORMULA_PRICES[10]).toBe(gp(50));
    expect(FORMULA_PRICES[20]).toBe(gp(3500));
  });

  it('has the income rows 0-20 plus the level-20 critical-success row', () => {
    expect(CRAFTING_INCOME).toHaveLength(22);
    expect(CRAFTING_INCOME[7]).toMatchObject({ level: 7, trainedCp: 200, expertCp: 250 });
    expect(CRAFTING_INCOME[20]).toMatchObject({ level: 20, criticalSuccessRow: false, legendaryCp: gp(200) });
    expect(CRAFTING_INCOME[21]).toMatchObject({ level: 20, criticalSuccessRow: true, legendaryCp: gp(300), trainedCp: gp(50) });
  });
});

// Each entry is split in two files: what the rules read (data/runes/<target>/<book>.ts, data/base-items.ts; the
// only data the calculators bundle) and what only pages show (the -details.ts files beside them, data/base-item-details.ts).
describe('rules part and descriptive part of the catalogue', () => {
  it('gives every rune and base item exactly one descriptive entry, and no entry without a rune or item', () => {
    expect(Object.keys(RUNE_DETAILS).sort()).toEqual(RUNE_DATA.map((r) => r.slug).sort());
    for (const [kind, details] of [
      ['weapon', WEAPON_DETAILS],
      ['armor', ARMOR_DETAILS],
      ['shield', SHIELD_DETAILS],
    ] as const) {
      expect(Object.keys(details).sort(), kind).toEqual(
        BASE_ITEM_DATA.filter((b) => b.kind === kind)
          .map((b) => b.slug)
          .sort(),
      );
    }
  });

  it("keeps in a base item's rules part the traits a rune's usage reads, the others in its details", () => {
    // The traits some usage line names (holy and unholy runes exclude each other's trait; some runes need monk).
    const usageTraits = new Set<string>(
      RUNES.flatMap((r) => (r.usage.target === 'weapon' ? [r.usage.trait, r.usage.notTrait] : [])).filter((t) => t !== undefined),
    );
    expect([...usageTraits].sort()).toEqual(['holy', 'monk', 'unholy']);
    const details = { ...WEAPON_DETAILS, ...ARMOR_DETAILS, ...SHIELD_DETAILS };
    for (const b of BASE_ITEM_DATA) {
      for (const t of b.traits) expect(usageTraits.has(t), `${b.slug}: ${t}`).toBe(true);
      for (const t of details[b.slug]!.otherTraits) expect(usageTraits.has(t), `${b.slug}: ${t}`).toBe(false);
    }
    // Pages see every trait (catalog.ts joins the two parts), the calculators only those their rules read.
    expect(getBaseItem('bo-staff')?.traits).toEqual(['monk', 'parry', 'reach', 'trip']);
    expect(getBaseItemCore('bo-staff')?.traits).toEqual(['monk']);
    expect(getBaseItem('full-plate')?.traits).toEqual(['bulwark']);
    expect(getBaseItem('full-plate')).not.toHaveProperty('otherTraits');
    expect(getBaseItemCore('full-plate')?.traits).toEqual([]);
  });

  it("keys the tables by the data's own slugs, so a misspelt or missing entry is a compile error", () => {
    // @ts-expect-error: "flamng" is no rune slug
    const misspelt: Partial<Record<RuneSlug, true>> = { flamng: true };
    // @ts-expect-error: a table over every rune slug cannot leave one out
    const missing: Record<RuneSlug, true> = { flaming: true };
    expect([misspelt, missing]).toHaveLength(2);
  });

  it('gives every rune and base item a source in BOOKS, and every book its titles, licence and remaster flag', () => {
    for (const x of [...RUNES, ...BASE_ITEMS]) {
      expect(isBookId(x.source.book), x.slug).toBe(true);
      if (x.source.page !== null) expect(Number.isInteger(x.source.page) && x.source.page > 0, x.slug).toBe(true);
    }
    for (const [id, book] of Object.entries(BOOKS)) {
      expect(book.title.ja, id).not.toBe('');
      expect(book.title.en, id).not.toBe('');
      expect(['ORC', 'OGL'], id).toContain(book.license);
      // ORC books are remaster content. Remaster books are ORC too, except Rage of Elements: printed during the change
      // of licence, under the OGL, with remaster rules (Foundry pf2e's publication: OGL, remaster true).
      if (book.license === 'ORC') expect(book.remaster, id).toBe(true);
      if (book.remaster && id !== 'rage-of-elements') expect(book.license, id).toBe('ORC');
    }
    expect(sourceLabel({ book: 'gm-core', page: 237 }, 'en')).toBe('GM Core p. 237');
    expect(sourceLabel({ book: 'gm-core', page: 237 }, 'ja')).toBe('GM Core 237ページ');
    expect(sourceLabel({ book: 'player-core', page: null }, 'en')).toBe('Player Core');
    expect(isBookId('constructor')).toBe(false);
  });

  it('names every family that has no base grade to take its name from (FAMILY_NAMES)', () => {
    for (const f of RUNE_FAMILIES) {
      const base = runesOfFamily(f.slug).some((r) => r.grade === null && r.variant === null);
      if (!base) expect(Object.hasOwn(FAMILY_NAMES, f.slug), f.slug).toBe(true);
    }
  });

  it('keeps every fact in one file: no field, and no effect, in both parts', () => {
    for (const r of RUNE_DATA) {
      const d = RUNE_DETAILS[r.slug]!;
      expect(
        Object.keys(d).filter((k) => k !== 'effects' && k in r),
        r.slug,
      ).toEqual([]);
      expect(
        Object.keys(d.effects ?? {}).filter((k) => k in r.effects),
        r.slug,
      ).toEqual([]);
    }
    for (const b of BASE_ITEM_DATA) {
      const d = { ...WEAPON_DETAILS, ...ARMOR_DETAILS, ...SHIELD_DETAILS }[b.slug]!;
      expect(
        Object.keys(d).filter((k) => k in b),
        b.slug,
      ).toEqual([]);
    }
  });

  it('joins the two parts for pages, and the rule functions read the same rules part', () => {
    const flaming = getRune('flaming');
    expect(flaming).toMatchObject({ level: 8, priceCp: gp(500), bookName: 'Flaming', source: { book: 'gm-core', page: 237 } });
    expect(flaming?.effects).toMatchObject({ extraDamage: { dice: 1, die: 'd6', type: 'fire' }, critExtraDamage: { persistent: true } });
    expect(getRuneCore('flaming')).not.toHaveProperty('bookName');
    expect(getRuneCore('flaming')?.effects).not.toHaveProperty('critExtraDamage');
    for (const r of RUNES) {
      const { traits, bookName, jaConfirmed, jaSource, aliases, source, effects, ...rules } = r;
      void [traits, bookName, jaConfirmed, jaSource, aliases, source];
      expect(getRuneCore(r.slug), r.slug).toEqual({ ...rules, effects: expect.any(Object) });
      expect(effects, r.slug).toMatchObject(getRuneCore(r.slug)!.effects);
    }
    expect(getBaseItem('longsword')).toMatchObject({ group: 'sword', hands: '1', bulk: 1, versatile: ['P'] });
    expect(getBaseItemCore('longsword')).not.toHaveProperty('group');
  });
});
