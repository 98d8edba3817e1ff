// The precious materials' other words. `MATERIAL_ALIASES`: the names a reader may know, shown as 別名 in the
// glossary: the site's earlier Japanese names (コールド・アイアン, シルバー), the legacy names (mithral/ミスラル,
// darkwood/ダークウッド) and another community translation's アダマンテイン. `MATERIAL_TYPED_SPELLINGS`: spellings no
// source attests (冷鉄, オリカルクム…), which the name reader and the search take but no page shows as a name.
import type { MaterialGrade, MaterialSlug } from './materials';

export const MATERIAL_ALIASES: Readonly<Record<MaterialSlug, readonly string[]>> = {
  'cold-iron': ['コールド・アイアン'],
  silver: ['シルバー'],
  adamantine: ['アダマンテイン'],
  dawnsilver: ['mithral', 'ミスラル'],
  duskwood: ['darkwood', 'ダークウッド'],
  orichalcum: [],
  // The other books' materials: other spellings and readings a player may type.
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

/** Other words for the grades: the site's earlier 低級・標準・高級 and pathfinder2e.site's 低級クラス…. */
export const MATERIAL_GRADE_ALIASES: Readonly<Record<MaterialGrade, readonly string[]>> = {
  low: ['低級', '低級クラス'],
  standard: ['標準', '標準クラス'],
  high: ['高級', '高級クラス'],
};

/** Spellings a player may type that no source writes: read and searched, never shown (the glossary leaves them out). */
export const MATERIAL_TYPED_SPELLINGS: {
  readonly materials: Readonly<Partial<Record<MaterialSlug, readonly string[]>>>;
  readonly grades: Readonly<Record<MaterialGrade, readonly string[]>>;
} = {
  materials: {
    'cold-iron': ['冷鉄', 'coldiron'],
    silver: ['シルヴァー'],
    adamantine: ['アダマンタイン', 'adamantite'],
    dawnsilver: ['mithril', 'ミスリル', 'ドーンシルヴァー'],
    orichalcum: ['オリカルクム'],
  },
  grades: {
    low: ['low grade'],
    standard: ['standard grade', '標準級'],
    high: ['high grade'],
  },
};
