// The precious materials of the other books that make weapons, armor or shields (GM Core's six are in materials.ts,
// which joins these into MATERIALS). Levels, Prices and shield Hardness/HP come from two public references that
// agree on every number kept here: the Archives of Nethys equipment table (scraped in sethmoyes/p2emastercache,
// etc/equipment.md @ 92bda3c; it also gives rarity, book and page) and Foundry pf2e's material table
// (src/module/item/physical/materials.ts @ 0e12c53). BT is half the HP in every row; the shield items of the
// Pathfinder 2E SRD Markdown (@ 97f1bed) print the same three numbers. src/rules/README.md (issue 35) says what
// was left out (dreamweb, sloughstone, throneglass) and why.
//
// The effects are in our own words, from the items' text as the SRD Markdown prints it (Grand Bazaar, Book of the
// Dead, Legends, Monsters of Myth, #162) and Foundry's material descriptions (English, and the community's
// Japanese in rkasumi/pf2eja lang/ja.json @ b8b9600). Where neither gives a number (the SRD drops condition
// values), the line says what happens without it. Japanese names: rkasumi/pf2eja (`PF2E.PreciousMaterial*`), the
// community's; keep stone has none there and its name is the site's own.
import type { SourceRef } from './books';
import type { Localized } from '../types';
import type { MaterialData, MaterialGrade, MaterialGradeStats, ShieldGradeStats } from './materials';

export const OTHER_MATERIAL_SLUGS = [
  'abysium',
  'djezet',
  'inubrix',
  'noqual',
  'siccatite',
  'sovereign-steel',
  'dragonhide',
  'grisantian-pelt',
  'peachwood',
  'keep-stone',
  'warpglass',
  'dusk-sisterstone',
  'scarlet-sisterstone',
] as const;
export type OtherMaterialSlug = (typeof OTHER_MATERIAL_SLUGS)[number];

const gp = (n: number): number => n * 100;
const grade = (level: number, priceGp: number): MaterialGradeStats => ({ level, priceCp: gp(priceGp) });
const sh = (level: number, priceGp: number, hardness: number, hp: number): ShieldGradeStats => ({
  level,
  priceCp: gp(priceGp),
  hardness,
  hp,
  bt: hp / 2,
});
const at = (book: SourceRef['book'], page: number): SourceRef => ({ book, page });
/** One line for every grade. */
const same = (text: Localized) => (): Localized => text;
/** A line with a number that changes with the grade (standard, high). */
const byGrade =
  <T>(values: Partial<Record<MaterialGrade, T>>, write: (value: T) => Localized) =>
  (g: MaterialGrade): Localized | undefined => {
    const value = values[g];
    return value === undefined ? undefined : write(value);
  };

// Grand Bazaar pp. 96-101: the five skymetals.
const GB = (page: number) => at('grand-bazaar', page);
// Abysium armor and djezet weapons call for a save whose DC rises with the grade (Grand Bazaar pp. 96, 98).
const ABYSIUM_ARMOR_DC = { standard: 30, high: 40 };
const DJEZET_WEAPON_DC = { standard: 30, high: 40 };
// Siccatite: the damage an opponent grabbing the wearer takes (p. 100) and the shield's resistances (p. 101).
const SICCATITE_ARMOR_DAMAGE = { standard: 4, high: 6 };
const SICCATITE_SHIELD_RESISTANCE: Partial<Record<MaterialGrade, readonly [number, number]>> = { standard: [10, 5], high: [20, 10] };
// Peachwood: how much lower an undead's physical resistance counts against its Strikes (Book of the Dead p. 20).
const PEACHWOOD_RESISTANCE_LOWER = { standard: 2, high: 4 };

export const OTHER_MATERIALS: Readonly<Record<OtherMaterialSlug, MaterialData>> = {
  abysium: {
    slug: 'abysium',
    name: { ja: 'アビシウム', en: 'Abysium' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'metal',
    weapon: { standard: grade(12, 2000), high: grade(18, 24000) },
    armor: { standard: grade(12, 2000), high: grade(19, 40000) },
    shield: {
      buckler: { standard: sh(8, 400, 4, 16), high: sh(16, 8000, 7, 28) },
      shield: { standard: sh(8, 440, 6, 24), high: sh(16, 8800, 10, 40) },
    },
    effects: [],
    propertySlotChange: { weapon: { standard: -1, high: -1 } },
    notes: {
      weapon: same({
        en: 'A hit deals 1d4 poison damage more; a critical hit also makes the target sickened (more so at high grade)',
        ja: '命中すると追加で1d4の［毒］ダメージ。クリティカル・ヒットでは目標を不調状態にもする（高品位ならより重く）',
      }),
      armor: byGrade(ABYSIUM_ARMOR_DC, (dc) => ({
        en: `You are sickened while you wear it and can't reduce that condition until an hour after taking it off; creatures within 10 feet must succeed at a DC ${dc} Fortitude save or be sickened`,
        ja: `着用している間は不調状態で、脱いでから1時間はこれを減らせない。10フィート以内のクリーチャーはDC${dc}の頑健セーヴに成功しないと不調状態になる`,
      })),
      shield: same({
        en: 'If it breaks while you Shield Block an adjacent creature’s melee Strike, that creature is sickened by the exposed metal',
        ja: '隣接するクリーチャーの近接“打撃”に《盾防御》して盾が壊れると、そのクリーチャーはむき出しの金属で不調状態になる',
      }),
    },
    source: { weapon: GB(97), armor: GB(96), shield: GB(96) },
  },
  djezet: {
    slug: 'djezet',
    name: { ja: 'ジェゼット', en: 'Djezet' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'metal',
    weapon: { standard: grade(12, 1800), high: grade(18, 22000) },
    armor: { standard: grade(12, 1800), high: grade(19, 35000) },
    shield: {
      buckler: { standard: sh(9, 600, 3, 12), high: sh(16, 8000, 6, 24) },
      shield: { standard: sh(9, 660, 5, 20), high: sh(16, 8800, 8, 32) },
    },
    effects: [],
    propertySlotChange: { armor: { high: 1 } },
    transferOntoIsFree: 'armor',
    notes: {
      weapon: byGrade(DJEZET_WEAPON_DC, (dc) => ({
        en: `A critical hit against a prepared or spontaneous spellcaster costs it one spell (or slot) of its three highest ranks unless it succeeds at a DC ${dc} Will save`,
        ja: `準備型または自発型の呪文の使い手へのクリティカル・ヒットで、DC${dc}の意志セーヴに失敗すると上位3ランクの呪文（またはスロット）を1つ失う`,
      })),
      armor: same({
        en: 'Moving a rune onto it from other armor costs nothing beyond the rune itself; high grade holds one more property rune',
        ja: '他の鎧からこの鎧へルーンを移すときの費用がかからない。高品位なら性質ルーンを1つ多く彫刻できる',
      }),
      shield: same({
        en: 'While Raised, you can Shield Block energy damage too; against a spell’s energy damage its Hardness is doubled',
        ja: '掲げている間はエネルギー・ダメージにも《盾防御》できる。呪文のエネルギー・ダメージに対しては硬度が2倍',
      }),
    },
    source: { weapon: GB(98), armor: GB(98), shield: GB(98) },
  },
  inubrix: {
    slug: 'inubrix',
    name: { ja: 'イナブリクス', en: 'Inubrix' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'metal',
    weapon: { standard: grade(11, 1400), high: grade(17, 13500) },
    armor: { standard: grade(11, 1200), high: grade(18, 18000) },
    shield: {
      buckler: { standard: sh(7, 320, 2, 8), high: sh(15, 5000, 5, 20) },
      shield: { standard: sh(7, 352, 4, 16), high: sh(15, 5500, 7, 28) },
    },
    effects: ['smaller-damage-die'],
    weaponNotOfDie: 'd4',
    notes: {
      weapon: same({
        en: 'Its Strikes pass the resistance of metal armor’s specialization effect and the circumstance bonus of a metal shield, and a metal shield can’t Shield Block them',
        ja: 'その“打撃”は金属鎧の習熟効果による抵抗と金属の盾の状況ボーナスを無視し、金属の盾では《盾防御》できない',
      }),
      armor: same({
        en: 'Metal armor of inubrix gains the flexible trait: its item bonus to AC is 1 lower and its Dexterity cap 1 higher',
        ja: 'イナブリクスの金属鎧は柔軟の特性を得る。ACへのアイテム・ボーナスは1低く、【敏捷力】上限は1高い',
      }),
      shield: same({
        en: 'You can Disarm a metal item with the shield (Athletics) without a free hand',
        ja: 'この盾で、手が空いていなくても金属のアイテムに〈運動〉で“武器落とし”を行える',
      }),
    },
    source: { weapon: GB(99), armor: GB(98), shield: GB(99) },
  },
  noqual: {
    slug: 'noqual',
    name: { ja: 'ノークァル', en: 'Noqual' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'metal',
    weapon: { standard: grade(12, 1600), high: grade(18, 24000) },
    armor: { standard: grade(12, 1600), high: grade(19, 32000) },
    shield: {
      buckler: { high: sh(17, 14000, 7, 28) },
      shield: { high: sh(17, 15400, 10, 40) },
    },
    effects: [],
    notes: {
      weapon: same({
        en: 'Against summoned creatures and spell effects that Strikes can harm, a circumstance bonus to damage of twice the weapon damage dice; a critical hit makes the target stupefied for 1 round',
        ja: '召喚されたクリーチャーや“打撃”で傷つく呪文効果に対し、武器ダメージ・ダイス数の2倍の状況ボーナスをダメージに得る。クリティカル・ヒットで目標は1ラウンド知性低下状態',
      }),
      armor: same({
        en: 'A +1 circumstance bonus to AC against spell attack rolls; casting a spell in it needs a DC 5 flat check',
        ja: '呪文攻撃ロールに対してACに＋1の状況ボーナス。着用中に呪文を発動するにはDC5の平目判定が必要',
      }),
      shield: same({
        en: 'While Raised, its bonus also applies to saves against spells that target you, and a critically failed spell attack on you can be turned back on the caster',
        ja: '掲げている間、その状況ボーナスは君を目標とする呪文へのセーヴにも適用され、君への呪文攻撃が大失敗したら術者へ跳ね返せる',
      }),
    },
    source: { weapon: GB(100), armor: GB(100), shield: GB(100) },
  },
  siccatite: {
    slug: 'siccatite',
    name: { ja: 'シカタイト', en: 'Siccatite' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'metal',
    weapon: { standard: grade(11, 1400), high: grade(17, 15000) },
    armor: { standard: grade(12, 1600), high: grade(19, 32000) },
    shield: {
      buckler: { standard: sh(8, 400, 4, 16), high: sh(16, 8000, 7, 28) },
      shield: { standard: sh(8, 440, 6, 24), high: sh(16, 8800, 10, 40) },
    },
    effects: [],
    // The built-in flaming or frost rune fills a property slot, even on a weapon without a potency rune.
    propertySlotChange: { weapon: { standard: -1, high: -1 } },
    notes: {
      weapon: same({
        en: 'Has a flaming (hot) or frost (cold) rune that can’t be removed, dealing 1d8 instead of 1d6; it fills one of the property slots',
        ja: '外せないフレイミング（熱い）またはフロスト（冷たい）のルーンを持ち、1d6の代わりに1d8を与える。性質ルーンの枠を1つ使う',
      }),
      armor: byGrade(SICCATITE_ARMOR_DAMAGE, (damage) => ({
        en: `1 Bulk heavier; protects from severe and extreme heat (cold siccatite) or cold (hot); a creature grabbing or restraining you with its body takes ${damage} fire or cold damage at the end of its turn`,
        ja: `バルクが1重い。厳しい・極端な暑さ（冷たいシカタイト）または寒さ（熱いシカタイト）から守る。体を使って君をつかまれた状態か拘束状態にしているクリーチャーは、そのターン終了時に${damage}点の［火炎］または［冷気］ダメージを受ける`,
      })),
      shield: byGrade(SICCATITE_SHIELD_RESISTANCE, ([own, other]) => ({
        en: `1 Bulk heavier; resistance ${own} to its own energy (fire for hot, cold for cold) and ${other} to the other, which you share while you Raise it`,
        ja: `バルクが1重い。自身のエネルギー（熱いなら［火炎］、冷たいなら［冷気］）に抵抗${own}、反対のエネルギーに抵抗${other}。掲げている間は君もその抵抗を得る`,
      })),
    },
    source: { weapon: GB(101), armor: GB(100), shield: GB(101) },
  },
  'sovereign-steel': {
    slug: 'sovereign-steel',
    name: { ja: 'ソヴリン鋼', en: 'Sovereign Steel' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'metal',
    weapon: { standard: grade(12, 1600), high: grade(19, 32000) },
    armor: { standard: grade(13, 2400), high: grade(20, 50000) },
    shield: {},
    // An alloy of cold iron and noqual: its weapons count as cold iron, its armor sickens creatures weak to it.
    effects: ['counts-as-cold-iron'],
    notes: {
      weapon: same({
        en: 'A critical hit makes the target stupefied for 1 round',
        ja: 'クリティカル・ヒットで目標は1ラウンド知性低下状態',
      }),
      armor: same({
        en: 'A +1 circumstance bonus to AC against spell attack rolls; casting a spell in it needs a DC 5 flat check',
        ja: '呪文攻撃ロールに対してACに＋1の状況ボーナス。着用中に呪文を発動するにはDC5の平目判定が必要',
      }),
    },
    source: { weapon: at('lo-legends', 77), armor: at('lo-legends', 77), shield: at('lo-legends', 77) },
  },
  dragonhide: {
    slug: 'dragonhide',
    name: { ja: 'ドラゴンハイド', en: 'Dragonhide' },
    jaConfirmed: true,
    rarity: 'uncommon',
    stuff: 'hide',
    weapon: {},
    armor: { standard: grade(12, 1600), high: grade(19, 32000) },
    shield: {
      buckler: { standard: sh(8, 400, 2, 8), high: sh(16, 8000, 5, 20) },
      shield: { standard: sh(8, 440, 4, 16), high: sh(16, 8800, 7, 28) },
    },
    // Leather and hide armor, and the plate armors the scales can replace (breastplate, half plate, full plate).
    armorItems: ['leather-armor', 'studded-leather-armor', 'hide-armor', 'breastplate', 'half-plate', 'full-plate'],
    effects: [],
    notes: {
      armor: same({
        en: 'Immune to the damage type of its dragon; you get a +1 circumstance bonus to AC and saves against attacks and spells of that type',
        ja: '元のドラゴンに応じたダメージ種別に完全耐性。その種別の攻撃と呪文に対し、ACとセーヴに＋1の状況ボーナス',
      }),
      shield: same({ en: 'Immune to the damage type of its dragon', ja: '元のドラゴンに応じたダメージ種別に完全耐性' }),
    },
    source: { weapon: at('player-core-2', 276), armor: at('player-core-2', 276), shield: at('player-core-2', 277) },
  },
  'grisantian-pelt': {
    slug: 'grisantian-pelt',
    name: { ja: 'グリザントの毛皮', en: 'Grisantian Pelt' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'hide',
    weapon: {},
    armor: { standard: grade(12, 1800), high: grade(19, 33000) },
    shield: {},
    // Anything usually made of cloth, leather or hide.
    armorItems: ['explorers-clothing', 'padded-armor', 'leather-armor', 'studded-leather-armor', 'hide-armor'],
    effects: [],
    notes: {
      armor: same({
        en: 'Immune to fire, Hardness doubled against piercing and slashing; you get a +1 circumstance bonus to AC and saves against fire attacks and spells',
        ja: '［火炎］に完全耐性、刺突と斬撃に対して硬度2倍。［火炎］の攻撃と呪文に対し、ACとセーヴに＋1の状況ボーナス',
      }),
    },
    source: { weapon: at('lo-monsters-of-myth', 35), armor: at('lo-monsters-of-myth', 35), shield: at('lo-monsters-of-myth', 35) },
  },
  peachwood: {
    slug: 'peachwood',
    name: { ja: 'ピーチウッド', en: 'Peachwood' },
    jaConfirmed: true,
    rarity: 'uncommon',
    stuff: 'wood',
    weapon: { standard: grade(12, 2000), high: grade(18, 19000) },
    armor: {},
    shield: {},
    effects: [],
    notes: {
      weapon: byGrade(PEACHWOOD_RESISTANCE_LOWER, (lower) => ({
        en: `Counts as duskwood against undead resistances and weaknesses; an undead’s resistances to physical damage count as ${lower} lower against its Strikes`,
        ja: `アンデッドの抵抗と弱点についてはダスクウッドとして扱う。その“打撃”に対し、アンデッドの物理ダメージへの抵抗は${lower}低いものとして扱う`,
      })),
    },
    source: {
      weapon: at('tian-xia-character-guide', 129),
      armor: at('tian-xia-character-guide', 129),
      shield: at('tian-xia-character-guide', 129),
    },
  },
  'keep-stone': {
    slug: 'keep-stone',
    name: { ja: 'キープ・ストーン', en: 'Keep Stone' },
    jaConfirmed: false,
    rarity: 'rare',
    stuff: 'stone',
    weapon: { high: grade(18, 22500) },
    armor: { high: grade(20, 56000) },
    shield: { shield: { high: sh(17, 13200, 11, 46) } },
    effects: [],
    source: { weapon: at('lo-highhelm', 113), armor: at('lo-highhelm', 113), shield: at('lo-highhelm', 113) },
  },
  warpglass: {
    slug: 'warpglass',
    name: { ja: 'ワープグラス', en: 'Warpglass' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'glass',
    weapon: { high: grade(17, 14000) },
    armor: {},
    shield: {},
    effects: [],
    notes: {
      weapon: same({
        en: 'A critical hit subjects the target to a warpwave, whose save it fails automatically',
        ja: 'クリティカル・ヒットで目標はワープウェーブを受け、そのセーヴに自動的に失敗する',
      }),
    },
    source: {
      weapon: at('ap-162-ruins-of-the-radiant-siege', 75),
      armor: at('ap-162-ruins-of-the-radiant-siege', 74),
      shield: at('ap-162-ruins-of-the-radiant-siege', 74),
    },
  },
  // Foundry keeps the two sisterstones apart with the same numbers; AoN lists one table for both.
  'dusk-sisterstone': {
    slug: 'dusk-sisterstone',
    name: { ja: '姉妹石（薄明）', en: 'Dusk Sisterstone' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'stone',
    weapon: { low: grade(3, 70), standard: grade(11, 1200), high: grade(19, 32000) },
    armor: { low: grade(5, 140), standard: grade(10, 1000), high: grade(18, 19500) },
    shield: {},
    effects: [],
    source: {
      weapon: at('ap-183-field-of-maidens', 80),
      armor: at('ap-183-field-of-maidens', 80),
      shield: at('ap-183-field-of-maidens', 79),
    },
  },
  'scarlet-sisterstone': {
    slug: 'scarlet-sisterstone',
    name: { ja: '姉妹石（夕日）', en: 'Scarlet Sisterstone' },
    jaConfirmed: true,
    rarity: 'rare',
    stuff: 'stone',
    weapon: { low: grade(3, 70), standard: grade(11, 1200), high: grade(19, 32000) },
    armor: { low: grade(5, 140), standard: grade(10, 1000), high: grade(18, 19500) },
    shield: {},
    effects: [],
    source: {
      weapon: at('ap-183-field-of-maidens', 80),
      armor: at('ap-183-field-of-maidens', 80),
      shield: at('ap-183-field-of-maidens', 79),
    },
  },
};

/** The other materials' search words: other spellings and readings a player may type. */
export const OTHER_MATERIAL_ALIASES: Readonly<Record<OtherMaterialSlug, readonly string[]>> = {
  abysium: [],
  djezet: ['quickiron', 'クィックアイアン'],
  inubrix: [],
  noqual: ['ノークアル'],
  siccatite: [],
  'sovereign-steel': ['ソヴリン・スチール', 'ソブリン鋼'],
  dragonhide: ['dragon hide', 'ドラゴン・ハイド'],
  'grisantian-pelt': ['グリザンティアン・ペルト'],
  peachwood: ['ピーチ・ウッド'],
  'keep-stone': ['keepstone', 'キープストーン'],
  warpglass: ['ワープ・グラス'],
  'dusk-sisterstone': ['sisterstone (dusk)', '薄明の姉妹石'],
  'scarlet-sisterstone': ['sisterstone (scarlet)', '夕日の姉妹石'],
};
