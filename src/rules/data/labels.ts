// Display labels in both languages. Japanese follows the seed text / translation wiki where they show a term
// (jaConfirmed: true); everything else is this project's own wording.
import type {
  AccessoryHost,
  ArmorCategory,
  CatalogueTarget,
  EnergyType,
  Localized,
  NamedGrade,
  ProficiencyRank,
  Rarity,
  RuneKind,
  RuneUsage,
  TraitLabel,
  UsageTrait,
  WeaponDamageType,
} from '../types';
import type { BaseItemSlug } from './base-items';
import type { FamilySlug } from './runes';
import { entryOf, orElse } from '../input';

/**
 * The traits a rune's usage line names (usage.trait, usage.notTrait). The calculators build every rune's usage line
 * (core.ts) and the etching checks name the trait, so this small table is all of the trait labels they download;
 * TRAITS (data/traits.ts), which pages read, holds the same entries. test/rules/data.test.ts checks every usage trait is here.
 */
export const USAGE_TRAITS = {
  holy: { label: { ja: '聖', en: 'holy' }, jaConfirmed: false },
  unholy: { label: { ja: '邪', en: 'unholy' }, jaConfirmed: false },
  monk: { label: { ja: 'モンク', en: 'monk' }, jaConfirmed: true }, // a weapon trait some usage lines ask for; community: rkasumi/pf2eja classes (モンク)
} as const satisfies Readonly<Record<UsageTrait, TraitLabel>>;

/** The energy types' words, which their traits (TRAITS) and damage types (src/glossary/vocabulary.ts) read. */
export const ENERGY_TYPE_LABELS: Readonly<Record<EnergyType, Localized>> = {
  acid: { ja: '強酸', en: 'acid' }, // community: ［強酸］ (53 uses, ［酸］ none)
  cold: { ja: '冷気', en: 'cold' },
  electricity: { ja: '電撃', en: 'electricity' },
  fire: { ja: '火炎', en: 'fire' }, // seed: ［火炎］ダメージ
};

/** The label of a trait a usage line names (USAGE_TRAITS, keyed by the union a usage line's trait has). */
export function usageTraitLabel(slug: UsageTrait): Localized {
  return USAGE_TRAITS[slug].label;
}

export const RARITIES: Readonly<Record<Rarity, TraitLabel>> = {
  common: { label: { ja: 'コモン', en: 'common' }, jaConfirmed: false },
  uncommon: { label: { ja: 'アンコモン', en: 'uncommon' }, jaConfirmed: false },
  rare: { label: { ja: 'レア', en: 'rare' }, jaConfirmed: false },
  unique: { label: { ja: 'ユニーク', en: 'unique' }, jaConfirmed: false },
};

/** Order used to find the rarest rune. */
export { RARITY_ORDER } from '../values';

export const RUNE_KIND_LABELS: Readonly<Record<RuneKind, Localized>> = {
  fundamental: { ja: '基本ルーン', en: 'fundamental rune' }, // seed
  property: { ja: '性質ルーン', en: 'property rune' }, // seed and wiki
  accessory: { ja: 'アクセサリー・ルーン', en: 'accessory rune' }, // site's own (katakana, as the seed writes rune names)
  mythic: { ja: '神話級ルーン', en: 'mythic rune' }, // site's own (a mythic fundamental rune; short for the index's kind column)
};

export const RUNE_TARGET_LABELS: Readonly<Record<CatalogueTarget, Localized>> = {
  weapon: { ja: '武器', en: 'weapon' },
  armor: { ja: '鎧', en: 'armor' },
  shield: { ja: '盾', en: 'shield' },
  accessory: { ja: 'アクセサリー', en: 'accessory' }, // site's own
};

/** The kinds of item an accessory rune's Usage line names (Treasure Vault pp. 144-145, Grand Bazaar pp. 88-89,
 * Highhelm p. 87), as the usage line says them. Japanese is the site's own. */
export const ACCESSORY_HOST_LABELS: Readonly<Record<AccessoryHost, Localized>> = {
  shield: { ja: '盾', en: 'a shield' },
  'dueling-cape': { ja: 'デュエリング・ケープ', en: 'a dueling cape' },
  clothing: { ja: '人目に触れる衣服', en: 'any visible article of clothing' },
  footwear: { ja: '履物', en: 'footwear' },
  boots: { ja: 'ブーツ', en: 'boots' },
  belt: { ja: 'ベルト', en: 'a belt' },
  cape: { ja: 'ケープ', en: 'a cape' },
  cloak: { ja: 'クローク', en: 'a cloak' },
  scarf: { ja: 'スカーフ', en: 'a scarf' },
  umbrella: { ja: '傘', en: 'an umbrella' },
  container: { ja: '籠や鞄などの入れ物', en: 'a basket, bag or other container' },
  'pocketed-item': { ja: 'ポケットのある品（2つの品に1つずつ）', en: 'each of two items that have pockets' },
  'light-item': { ja: '軽量か無視できるバルクの品', en: 'any item of light or negligible Bulk' },
  'small-light-item': { ja: '軽量以下のバルクで一辺5フィート以内の品', en: 'an item of light Bulk or less, no larger than 5 feet on a side' },
  'wind-vehicle': { ja: '風を動力とする乗り物', en: 'a wind-powered vehicle' },
};

export const PROFICIENCY_LABELS: Readonly<Record<ProficiencyRank, TraitLabel>> = {
  trained: { label: { ja: '修得', en: 'trained' }, jaConfirmed: true }, // community: 修得 / 未修得
  expert: { label: { ja: '熟練', en: 'expert' }, jaConfirmed: true }, // wiki: 〈製作〉の熟練
  master: { label: { ja: '達人', en: 'master' }, jaConfirmed: true }, // wiki: 〈製作〉の達人
  legendary: { label: { ja: '伝説', en: 'legendary' }, jaConfirmed: true }, // community: 伝説
};

/** Seed terms: 軽装鎧, 中装鎧, 重装鎧; explorer's clothing is "unarmored" (探検家の服 is not armor). */
export const ARMOR_CATEGORY_LABELS: Readonly<Record<ArmorCategory, Localized>> = {
  unarmored: { ja: '鎧なし', en: 'unarmored' },
  light: { ja: '軽装鎧', en: 'light armor' },
  medium: { ja: '中装鎧', en: 'medium armor' },
  heavy: { ja: '重装鎧', en: 'heavy armor' },
};

export const WEAPON_DAMAGE_TYPE_LABELS: Readonly<Record<WeaponDamageType, Localized>> = {
  B: { ja: '殴打', en: 'bludgeoning' },
  P: { ja: '刺突', en: 'piercing' },
  S: { ja: '斬撃', en: 'slashing' },
};

/** Grade words; グレーター and メジャー are on the wiki, the others are our own katakana. */
export const GRADE_LABELS: Readonly<Record<NamedGrade, TraitLabel>> = {
  minor: { label: { ja: 'マイナー', en: 'minor' }, jaConfirmed: false },
  lesser: { label: { ja: 'レッサー', en: 'lesser' }, jaConfirmed: false },
  moderate: { label: { ja: 'モデレート', en: 'moderate' }, jaConfirmed: false },
  greater: { label: { ja: 'グレーター', en: 'greater' }, jaConfirmed: true },
  major: { label: { ja: 'メジャー', en: 'major' }, jaConfirmed: true },
  supreme: { label: { ja: 'シュプリーム', en: 'supreme' }, jaConfirmed: false },
  true: { label: { ja: 'トゥルー', en: 'true' }, jaConfirmed: false }, // site's own, written first as the others (トゥルー・クエンチング)
};

/** Names of the rune families a usage line excludes (RuneUsage.notRunes), for its text; kept here rather than read
 * from the rune data so the usage line does not pull every rune into a calculator (test/rules/usage.test.ts checks
 * they equal the families' names). */
export const EXCLUDED_FAMILY_NAMES: { readonly [F in FamilySlug]?: Localized } = {
  vitalizing: { ja: 'ヴァイタライジング', en: 'vitalizing' },
};

/** Names of the base items a usage line names (RuneUsage.baseItems), for its text; kept here rather than read from
 * the base-item table so the usage line does not pull the table into a calculator's first download
 * (test/rules/usage.test.ts checks they equal the items' names and that every such usage line has its names). */
export const USAGE_BASE_ITEM_NAMES: { readonly [S in BaseItemSlug]?: Localized } = {
  'clan-dagger': { ja: 'クラン・ダガー', en: 'Clan Dagger' },
};

function joinOr(parts: readonly Localized[]): Localized {
  return {
    ja: parts.map((p) => p.ja).join('か'),
    en: parts.map((p) => p.en).join(' or '),
  };
}

/**
 * The usage line of a rune in both languages, in the wiki's style ("武器に彫刻" is on the wiki).
 * Built from the machine-readable usage so the text can never disagree with the checks.
 */
export function usageLabel(usage: RuneUsage): Localized {
  return orElse({ ja: '', en: '' }, () => usageText(usage));
}

function usageText(usage: RuneUsage): Localized {
  if (usage.target === 'shield') return { ja: '盾に彫刻', en: 'etched onto a shield' };
  if (usage.target === 'accessory') {
    // An accessory rune is applied, not etched (Grand Bazaar p. 88): 「盾に付与」, "applied to a shield".
    const hosts = joinOr(usage.hosts.map((host) => ACCESSORY_HOST_LABELS[host]));
    return { ja: `${hosts.ja}に付与`, en: `applied to ${hosts.en}` };
  }
  if (usage.target === 'armor') {
    // metal: 金属製の（重装）鎧, "metal (heavy) armor"; nonmetal: 金属製でない鎧, "nonmetal armor".
    const material = usage.metal === undefined ? { ja: '', en: '' } : usage.metal ? { ja: '金属製の', en: 'metal ' } : { ja: '金属製でない', en: 'nonmetal ' };
    if (!usage.categories || usage.categories.length === 0) return { ja: `${material.ja}鎧に彫刻`, en: `etched onto ${material.en}armor` };
    const cats = joinOr(usage.categories.map((c) => ARMOR_CATEGORY_LABELS[c]));
    const en = usage.categories.map((c) => c).join(' or ') + ' armor';
    return { ja: `${material.ja}${cats.ja}に彫刻`, en: `etched onto ${material.en}${en}` };
  }
  if (usage.baseItems && usage.baseItems.length > 0) {
    const names = usage.baseItems.map((slug) => USAGE_BASE_ITEM_NAMES[slug] ?? { ja: slug, en: slug });
    return { ja: `${joinOr(names).ja}に彫刻`, en: `etched onto a ${names.map((n) => n.en.toLowerCase()).join(' or a ')}` };
  }
  if (usage.trait) {
    // "etched onto a melee weapon with the monk trait" / 「モンク特性を持つ近接武器に彫刻」
    const { trait, ...rest } = usage;
    const without = usageLabel(rest);
    const t = usageTraitLabel(trait);
    return { ja: `${t.ja}特性を持つ${without.ja}`, en: `${without.en} with the ${t.en} trait` };
  }
  if (usage.notRunes && usage.notRunes.length > 0) {
    // 「ヴァイタライジング・ルーンのない武器に彫刻」, "etched onto a weapon without a vitalizing rune"
    const { notRunes, ...rest } = usage;
    const without = usageLabel(rest);
    const names = notRunes.map((f) => entryOf(EXCLUDED_FAMILY_NAMES, f) ?? { ja: f, en: f });
    return {
      ja: `${joinOr(names.map((n) => ({ ja: `${n.ja}・ルーン`, en: n.en }))).ja}のない${without.ja}`,
      en: `${without.en} without a ${names.map((n) => n.en).join(' or ')} rune`,
    };
  }
  if (usage.notTrait) {
    const t = usageTraitLabel(usage.notTrait);
    return { ja: `${t.ja}でない武器に彫刻`, en: `etched onto a weapon that isn't ${t.en}` };
  }
  const damage = usage.damageTypes ? joinOr(usage.damageTypes.map((d) => WEAPON_DAMAGE_TYPE_LABELS[d])) : null;
  if (usage.thrown) return { ja: '投擲武器に彫刻', en: 'etched onto a thrown weapon' };
  if (usage.attack === 'melee') {
    if (damage) return { ja: `${damage.ja}の近接武器に彫刻`, en: `etched onto a ${damage.en} melee weapon` };
    return { ja: '近接武器に彫刻', en: 'etched onto a melee weapon' };
  }
  if (damage) return { ja: `${damage.ja}の武器に彫刻`, en: `etched onto a ${damage.en} weapon` };
  return { ja: '武器に彫刻', en: 'etched onto a weapon' };
}

/** A short stable key for a usage line, e.g. "weapon", "weapon:melee:P/S", "armor:light/medium", "shield". */
export function usageKey(usage: RuneUsage): string {
  return orElse('', () => usageKeyOf(usage));
}

function usageKeyOf(usage: RuneUsage): string {
  if (usage.target === 'shield') return 'shield';
  if (usage.target === 'accessory') return `accessory:${usage.hosts.join('/')}`;
  if (usage.target === 'armor') {
    const parts: string[] = ['armor'];
    if (usage.categories) parts.push(usage.categories.join('/'));
    if (usage.metal !== undefined) parts.push(usage.metal ? 'metal' : 'nonmetal');
    return parts.join(':');
  }
  const parts: string[] = ['weapon'];
  if (usage.baseItems) parts.push(`base-${usage.baseItems.join('/')}`);
  if (usage.trait) parts.push(`trait-${usage.trait}`);
  if (usage.attack) parts.push(usage.attack);
  if (usage.thrown) parts.push('thrown');
  if (usage.damageTypes) parts.push(usage.damageTypes.join('/'));
  if (usage.notTrait) parts.push(`not-${usage.notTrait}`);
  if (usage.notRunes) parts.push(`without-${usage.notRunes.join('/')}`);
  return parts.join(':');
}
