// What the other books' precious materials do on each kind of item, in our own words, for the effects no code
// models (materialEffectsOn gives them as `note` lines; `noted` in materials-other.ts names the kinds). Apart from the
// material table so that a calculator's first download does not carry them: a calculator loads this file when the
// browser is idle, with the problem messages (src/lib/problem-messages.ts); pages, scripts and tests have it from
// all-runes.ts. From the items' text as the SRD Markdown prints it (Obsidian-TTRPG-Community/Pathfinder-2E-SRD-Markdown
// @ 97f1bed: Grand Bazaar, Book of the Dead, Legends, Monsters of Myth, #162) and Foundry's material descriptions (the
// community's Japanese in rkasumi/pf2eja lang/ja.json @ b8b9600). Where neither gives a number (the SRD drops condition
// values), the line says what happens without it.
import type { Localized } from '../types';
import type { MaterialGrade, MaterialItemKind } from './materials';
import type { OtherMaterialSlug } from './materials-other';

/** A material's lines by kind of item, each a function of the grade (undefined: nothing at that grade). */
export type MaterialNotes = Partial<Record<MaterialItemKind, (grade: MaterialGrade) => Localized | undefined>>;

/** One line for every grade. */
const same = (text: Localized) => (): Localized => text;
/** A line with a number that changes with the grade (standard, high). */
const byGrade =
  <T>(values: Partial<Record<MaterialGrade, T>>, write: (value: T) => Localized) =>
  (g: MaterialGrade): Localized | undefined => {
    const value = values[g];
    return value === undefined ? undefined : write(value);
  };

// Abysium armor and djezet weapons call for a save whose DC rises with the grade (Grand Bazaar pp. 96, 98).
const ABYSIUM_ARMOR_DC = { standard: 30, high: 40 };
const DJEZET_WEAPON_DC = { standard: 30, high: 40 };
// Siccatite: the damage an opponent grabbing the wearer takes (p. 100) and the shield's resistances (p. 101).
const SICCATITE_ARMOR_DAMAGE = { standard: 4, high: 6 };
const SICCATITE_SHIELD_RESISTANCE: Partial<Record<MaterialGrade, readonly [number, number]>> = { standard: [10, 5], high: [20, 10] };
// Peachwood: how much lower an undead's physical resistance counts against its Strikes (Book of the Dead p. 20).
const PEACHWOOD_RESISTANCE_LOWER = { standard: 2, high: 4 };

export const MATERIAL_NOTES: { readonly [S in OtherMaterialSlug]?: MaterialNotes } = {
  abysium: {
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
  djezet: {
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
  inubrix: {
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
  noqual: {
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
  siccatite: {
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
  'sovereign-steel': {
    weapon: same({
      en: 'A critical hit makes the target stupefied for 1 round',
      ja: 'クリティカル・ヒットで目標は1ラウンド知性低下状態',
    }),
    armor: same({
      en: 'A +1 circumstance bonus to AC against spell attack rolls; casting a spell in it needs a DC 5 flat check',
      ja: '呪文攻撃ロールに対してACに＋1の状況ボーナス。着用中に呪文を発動するにはDC5の平目判定が必要',
    }),
  },
  dragonhide: {
    armor: same({
      en: 'Immune to the damage type of its dragon; you get a +1 circumstance bonus to AC and saves against attacks and spells of that type',
      ja: '元のドラゴンに応じたダメージ種別に完全耐性。その種別の攻撃と呪文に対し、ACとセーヴに＋1の状況ボーナス',
    }),
    shield: same({ en: 'Immune to the damage type of its dragon', ja: '元のドラゴンに応じたダメージ種別に完全耐性' }),
  },
  'grisantian-pelt': {
    armor: same({
      en: 'Immune to fire, Hardness doubled against piercing and slashing; you get a +1 circumstance bonus to AC and saves against fire attacks and spells',
      ja: '［火炎］に完全耐性、刺突と斬撃に対して硬度2倍。［火炎］の攻撃と呪文に対し、ACとセーヴに＋1の状況ボーナス',
    }),
  },
  peachwood: {
    weapon: byGrade(PEACHWOOD_RESISTANCE_LOWER, (lower) => ({
      en: `Counts as duskwood against undead resistances and weaknesses; an undead’s resistances to physical damage count as ${lower} lower against its Strikes`,
      ja: `アンデッドの抵抗と弱点についてはダスクウッドとして扱う。その“打撃”に対し、アンデッドの物理ダメージへの抵抗は${lower}低いものとして扱う`,
    })),
  },
  warpglass: {
    weapon: same({
      en: 'A critical hit subjects the target to a warpwave, whose save it fails automatically',
      ja: 'クリティカル・ヒットで目標はワープウェーブを受け、そのセーヴに自動的に失敗する',
    }),
  },
};
