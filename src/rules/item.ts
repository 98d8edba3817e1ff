// An item with runes: validation, level, price, rarity, name and effects (GM Core pp. 224-225).
import { getBaseItem, getRune, gradeRank, sameRuneLine } from './core';
import { RARITY_ORDER } from './data/labels';
import { MATERIAL_GRADE_NAMES } from './data/materials';
import { etchProblems } from './etching';
import { display, entryOf, isAbsent, isObject, orElse, own, type Obj } from './input';
import {
  materialBaseName,
  canMake,
  getMaterial,
  gradeStats,
  isMaterialGrade,
  gradeHolding,
  materialEffectsOn,
  materialPriceCp,
  maxRuneLevel,
  propertySlotsWith,
  type MaterialData,
  type MaterialEffectLine,
  type MaterialGrade,
  type MaterialSlug,
  type MaterialSpec,
} from './materials';
import { problem } from './problems';
import { hasSlot, NAME_ORDER, potencyRuneOf, RUNE_SLOTS, slotOf, type RuneSlot } from './slots';
import type {
  BaseItemCore,
  DamageRoll,
  EnergyType,
  Localized,
  Problem,
  ProblemField,
  Rarity,
  RuneCore,
  ShieldCore,
  WeaponDamageType,
} from './types';

export type ItemSpec = {
  base: string;
  /** potency value 0-3 (weapon potency on weapons, armor potency on armor) */
  potency?: number;
  /** striking-family rune slug */
  striking?: string;
  /** resilient-family rune slug */
  resilient?: string;
  /** reinforcing-family rune slug */
  reinforcing?: string;
  /** property rune slugs, in slot order */
  property?: string[];
  /** the precious material the item is made of, and its grade (`low`, `standard`, `high`) */
  material?: MaterialSpec;
  /** a specific magic item (GM Core p. 241): its property runes are fixed (specific.ts applies the rule to changes) */
  specific?: boolean;
};

/** A precious material as it was read: the material and a grade it has for this item. */
export interface ItemMaterial {
  material: MaterialData;
  grade: MaterialGrade;
}

export interface ShieldStats {
  hardness: number;
  hp: number;
  bt: number;
}

export interface ItemEffects {
  /** item bonus to attack rolls (weapon potency) */
  attackItemBonus: number;
  /** weapon damage dice: 1, or 2/3/4 with striking; 0 for non-weapons */
  damageDice: number;
  /** e.g. "2d8"; null for non-weapons */
  damage: string | null;
  damageType: WeaponDamageType | null;
  /** item bonus to AC (armor potency) */
  acItemBonus: number;
  /** item bonus to saving throws (resilient) */
  savesItemBonus: number;
  /** resistances from energy-resistant runes, highest grade per damage type */
  resistances: { type: EnergyType; value: number }[];
  /** extra damage on a hit from active property runes (flaming: 1d6 fire), in slot order */
  extraDamage: { rune: string; damage: DamageRoll }[];
  /** what the precious material does on this item (Strikes counting as cold iron, lighter Bulk …) */
  material: MaterialEffectLine[];
}

export interface ItemEvaluation {
  name: Localized;
  base?: string;
  kind?: BaseItemCore['kind'];
  /** max of the base item's level, the material grade's level and every counted rune's level */
  level: number;
  /** the precious material and grade, when the item is made of one, with the grade's level on this item */
  material?: { slug: MaterialSlug; grade: MaterialGrade; level: number };
  basePriceCp: number;
  /** the precious material's Price on this item (0 without one) */
  materialPriceCp: number;
  /** sum of the counted runes' Prices (what the book's magic-item tables list) */
  runesPriceCp: number;
  /** base item + material + runes */
  priceCp: number;
  propertySlots: number;
  /** the base item's rarity, or the material's when rarer: runes don't change it (GM Core p. 224) */
  rarity: Rarity;
  /** slug of the rarest rune when it is above common */
  rarestRune?: string;
  /** every rune counted in level and price, in naming order (potency first) */
  runes: string[];
  /** property runes that work */
  activeProperty: string[];
  /** property runes beyond the slots: etched but without effect */
  dormantProperty: string[];
  /** lower grades (or repeats) of a property rune that a higher grade overrides */
  supersededProperty: string[];
  /** armor with runes must be invested (GM Core p. 224) */
  invested: boolean;
  /** the spec says this is a specific magic item (its property runes can't change: specific.ts) */
  specific: boolean;
  shield?: ShieldStats;
  effects: ItemEffects;
  problems: Problem[];
}

const NO_EFFECTS: ItemEffects = {
  attackItemBonus: 0,
  damageDice: 0,
  damage: null,
  damageType: null,
  acItemBonus: 0,
  savesItemBonus: 0,
  resistances: [],
  extraDamage: [],
  material: [],
};

function emptyEvaluation(problems: Problem[]): ItemEvaluation {
  return {
    name: { ja: '', en: '' },
    level: 0,
    basePriceCp: 0,
    materialPriceCp: 0,
    runesPriceCp: 0,
    priceCp: 0,
    propertySlots: 0,
    rarity: 'common',
    runes: [],
    activeProperty: [],
    dormantProperty: [],
    supersededProperty: [],
    invested: false,
    specific: false,
    effects: { ...NO_EFFECTS, resistances: [], extraDamage: [], material: [] },
    problems,
  };
}

/** Reads a rune slug from an untrusted spec field; unknown or malformed values become problems. */
export function readRuneField(spec: Obj, field: ProblemField, problems: Problem[]): RuneCore | undefined {
  const raw = own(spec, field);
  if (isAbsent(raw)) return undefined;
  if (typeof raw !== 'string') {
    problems.push(problem('invalid-value', { field }));
    return undefined;
  }
  const rune = getRune(raw);
  if (!rune) problems.push(problem('unknown-rune', { value: display(raw) }));
  return rune;
}

/** Reads one fundamental slot; returns the rune when it can be etched on this base. */
function readFundamental(spec: Obj, field: RuneSlot, base: BaseItemCore, problems: Problem[]): RuneCore | undefined {
  const rune = readRuneField(spec, field, problems);
  if (!rune) return undefined;
  if (slotOf(rune) !== field) {
    problems.push(problem('wrong-family', { rune: rune.name, field }, rune.slug));
    return undefined;
  }
  const blocking = etchProblems(base, rune);
  if (blocking.length > 0) {
    problems.push(...blocking);
    return undefined;
  }
  return rune;
}

function readPotency(spec: Obj, base: BaseItemCore, problems: Problem[]): RuneCore | undefined {
  const raw = own(spec, 'potency');
  if (isAbsent(raw) || raw === 0) return undefined;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > 3) {
    problems.push(problem('invalid-potency'));
    return undefined;
  }
  // A shield has no potency slot: the weapon potency rune stands in, and its etching problem says why.
  const rune = potencyRuneOf(hasSlot(base.kind, 'potency') ? base.kind : 'weapon', raw);
  if (!rune) return undefined;
  const blocking = etchProblems(base, rune);
  if (blocking.length > 0) {
    problems.push(...blocking);
    return undefined;
  }
  return rune;
}

function readPropertyRunes(spec: Obj, base: BaseItemCore, problems: Problem[]): RuneCore[] {
  const raw = own(spec, 'property');
  if (isAbsent(raw)) return [];
  if (!Array.isArray(raw)) {
    problems.push(problem('invalid-value', { field: 'property' }));
    return [];
  }
  const accepted: RuneCore[] = [];
  raw.forEach((value: unknown, i: number) => {
    if (typeof value !== 'string') {
      problems.push(problem('invalid-value', { field: `property[${i}]` }));
      return;
    }
    const rune = getRune(value);
    if (!rune) {
      problems.push(problem('unknown-rune', { value: display(value) }));
      return;
    }
    // Accessory and mythic runes: etchProblems says why no calculator takes them.
    if (rune.kind === 'fundamental') {
      problems.push(problem('not-a-property-rune', { rune: rune.name }, rune.slug));
      return;
    }
    const blocking = etchProblems(base, rune);
    if (blocking.length > 0) {
      problems.push(...blocking);
      return;
    }
    // "isn't holy" / "isn't unholy": the other rune gives the weapon the trait the usage forbids.
    const forbidden = rune.usage.target === 'weapon' ? rune.usage.notTrait : undefined;
    const clash = forbidden ? accepted.find((r) => r.effects.addsTrait === forbidden) : undefined;
    if (clash) {
      problems.push(problem('conflicting-runes', { rune: rune.name, other: clash.name, usage: rune.usageText }, rune.slug));
      return;
    }
    // "without a vitalizing rune": either rune may come first, so both directions are checked.
    const excludes = (r: RuneCore, other: RuneCore) => r.usage.target === 'weapon' && (r.usage.notRunes ?? []).includes(other.family);
    const excluded = accepted.find((other) => excludes(rune, other) || excludes(other, rune));
    if (excluded) {
      const [limited, other] = excludes(rune, excluded) ? [rune, excluded] : [excluded, rune];
      problems.push(problem('usage-excludes-rune', { rune: limited.name, other: other.name, usage: limited.usageText }, rune.slug));
      return;
    }
    accepted.push(rune);
  });
  return accepted;
}

/**
 * Reads the precious material: unknown materials, grades the material doesn't have for this item, and items the
 * material can't make are problems, and the item is then evaluated without a material.
 */
function readMaterial(spec: Obj, base: BaseItemCore, problems: Problem[]): ItemMaterial | undefined {
  const raw = own(spec, 'material');
  if (isAbsent(raw)) return undefined;
  const slug = isObject(raw) ? own(raw, 'slug') : undefined;
  const grade = isObject(raw) ? own(raw, 'grade') : undefined;
  if (typeof slug !== 'string' || !isMaterialGrade(grade)) {
    if (isObject(raw) && isAbsent(slug)) return undefined;
    problems.push(problem('invalid-value', { field: 'material' }));
    return undefined;
  }
  const material = getMaterial(slug);
  if (!material) {
    problems.push(problem('unknown-material', { value: display(slug) }));
    return undefined;
  }
  if (!canMake(material, base)) {
    problems.push(problem('material-cannot-make', { material: material.name, item: base.name }));
    return undefined;
  }
  if (!gradeStats(material, base, grade)) {
    problems.push(problem('material-grade-missing', { material: material.name, item: base.name, grade }));
    return undefined;
  }
  return { material, grade };
}

function rarityIndex(r: Rarity): number {
  return RARITY_ORDER.indexOf(r);
}

function shieldStats(plain: ShieldCore, reinforcing: RuneCore | undefined, made?: ItemMaterial): ShieldStats {
  // A precious-material shield has its own Hardness, HP and BT (the material's shield table); runes add to those.
  const row = made ? gradeStats(made.material, plain, made.grade)?.shield : undefined;
  const base = row ? { hardness: row.hardness, hp: row.hp, bt: row.bt } : plain;
  const inc = reinforcing?.effects.shield;
  if (!inc) return { hardness: base.hardness, hp: base.hp, bt: base.bt };
  // The rune adds up to its maximum; a base already above the maximum keeps its own value (GM Core p. 232).
  const hardness = base.hardness > inc.maxHardness ? base.hardness : Math.min(base.hardness + inc.hardness, inc.maxHardness);
  const hp = base.hp > inc.maxHp ? base.hp : Math.min(base.hp + inc.hp, inc.maxHp);
  return { hardness, hp, bt: Math.floor(hp / 2) };
}

const lower = (s: string): string => s.toLowerCase();

/**
 * The item's name as the book writes it: potency, reinforcing, striking/resilient, property runes in
 * slot order, then the precious material with its grade, then the base item (GM Core p. 224; the material
 * right before the item, as "+1 striking cold iron longsword"). English in lowercase ("+1 striking mace",
 * "+2 striking standard-grade cold iron longsword"); Japanese in the seed's style, ＋N joined to the words,
 * words joined by ・, and a material as the community's item names write it: 「〜製」 before the base item and the
 * grade in brackets after it (「＋2ストライキング・冷たい鉄製ロングソード（標準品位）」; p2rdj-derived
 * 「冷たい鉄製のバックラー (低品位)」 and 「…フォーティフィケーション・アダマンティン製スケイル・メイル」).
 */
export function itemName(base: BaseItemCore, potency: number, runesInOrder: readonly RuneCore[], made?: ItemMaterial): Localized {
  return orElse({ ja: '', en: '' }, () => nameOf(base, potency, runesInOrder, made));
}

function nameOf(base: BaseItemCore, potency: number, runesInOrder: readonly RuneCore[], made?: ItemMaterial): Localized {
  const words = runesInOrder.filter((r, i, all) => all.findIndex((x) => x.slug === r.slug) === i);
  const grade = made ? entryOf(MATERIAL_GRADE_NAMES, made.grade) : undefined;
  const materialEn = made && grade ? `${grade.en} ${lower(made.material.name.en)}` : '';
  const baseName = made ? materialBaseName(made.material, base) : base.name;

  const en = [potency > 0 ? `+${potency}` : '', ...words.map((r) => lower(r.name.en)), materialEn, lower(baseName.en)]
    .filter((w) => w !== '')
    .join(' ');
  const ja =
    (potency > 0 ? `＋${potency}` : '') +
    [...words.map((r) => r.name.ja), made ? `${made.material.name.ja}製${baseName.ja}` : base.name.ja].join('・') +
    (grade ? `（${grade.ja}）` : '');
  return { ja, en };
}

function evaluate(specInput: unknown): ItemEvaluation {
  if (!isObject(specInput)) return emptyEvaluation([problem('invalid-spec')]);
  const spec = specInput;
  const baseSlug = own(spec, 'base');
  const base = typeof baseSlug === 'string' ? getBaseItem(baseSlug) : undefined;
  if (!base) return emptyEvaluation([problem('unknown-base-item', { value: display(baseSlug) })]);

  const problems: Problem[] = [];
  const made = readMaterial(spec, base, problems);
  // A low-grade item holds runes up to 8th level, a standard-grade one up to 15th: a higher rune can't go on it.
  const maxLevel = made ? maxRuneLevel(made.grade) : Infinity;
  const holds = (rune: RuneCore | undefined): rune is RuneCore => {
    if (!rune) return false;
    if (!made || rune.level <= maxLevel) return true;
    // The fix the message names: the lowest grade of this material for this item that holds the rune.
    const fix = gradeHolding(made.material, base, rune.level);
    problems.push(
      problem(
        'material-grade-rune-limit',
        { rune: rune.name, material: made.material.name, grade: made.grade, count: maxLevel, ...(fix.holds ? { fix: fix.grade } : {}) },
        rune.slug,
      ),
    );
    return false;
  };
  const readPotencyRune = readPotency(spec, base, problems);
  const potencyRune = holds(readPotencyRune) ? readPotencyRune : undefined;
  const inSlot: Partial<Record<RuneSlot, RuneCore>> = {};
  for (const slot of RUNE_SLOTS) {
    const rune = readFundamental(spec, slot, base, problems);
    if (holds(rune)) inSlot[slot] = rune;
  }
  const { striking, resilient, reinforcing } = inSlot;
  const property = readPropertyRunes(spec, base, problems).filter(holds);

  const potency = potencyRune?.effects.propertySlots ?? 0;
  const slots = base.kind === 'shield' ? 0 : propertySlotsWith(made?.material, potency, base.kind, made?.grade);

  // Slots: the first `slots` property runes work; the rest are dormant (GM Core p. 224).
  const inSlots = property.slice(0, slots);
  const dormant = property.slice(slots);
  for (const r of dormant) problems.push(problem('no-free-slot', { rune: r.name, count: slots }, r.slug));

  // Same rune twice, or two grades of one rune: only the highest applies (GM Core p. 225).
  const active: RuneCore[] = [];
  const superseded: RuneCore[] = [];
  const warnedDuplicate = new Set<string>();
  for (const r of inSlots) {
    const best = inSlots.filter((x) => sameRuneLine(x, r)).reduce((a, b) => (gradeRank(b) > gradeRank(a) ? b : a), r);
    if (best.slug !== r.slug) {
      superseded.push(r);
      problems.push(problem('lower-grade-ignored', { rune: r.name, other: best.name }, r.slug));
    } else if (active.some((x) => x.slug === r.slug)) {
      superseded.push(r);
      if (!warnedDuplicate.has(r.slug)) {
        warnedDuplicate.add(r.slug);
        problems.push(problem('duplicate-rune', { rune: r.name }, r.slug));
      }
    } else {
      active.push(r);
    }
  }

  // In naming order (GM Core p. 224): potency, reinforcing, striking, resilient.
  const fundamentals = NAME_ORDER.flatMap((slot) => {
    const rune = slot === 'potency' ? potencyRune : inSlot[slot];
    return rune ? [rune] : [];
  });
  const counted = [...fundamentals, ...property];

  if (base.kind === 'weapon' && base.isItem === false && counted.length > 0) {
    problems.push(problem('not-an-item', { item: base.name }));
  }

  const materialLevel = made ? (gradeStats(made.material, base, made.grade)?.level ?? 0) : 0;
  const level = counted.reduce((m, r) => Math.max(m, r.level), Math.max(base.level, materialLevel));
  const runesPriceCp = counted.reduce((s, r) => s + r.priceCp, 0);
  const materialCp = made ? materialPriceCp(made.material, base, made.grade) : 0;
  let rarest: RuneCore | undefined;
  for (const r of counted) {
    if (rarityIndex(r.rarity) > rarityIndex(rarest?.rarity ?? 'common')) rarest = r;
  }

  const resist = new Map<EnergyType, number>();
  for (const r of active) {
    const res = r.effects.resistance;
    if (res) resist.set(res.type, Math.max(resist.get(res.type) ?? 0, res.value));
  }
  const effects: ItemEffects = {
    ...NO_EFFECTS,
    resistances: [],
    extraDamage: [],
    material: made ? materialEffectsOn(made.material, base, made.grade) : [],
  };
  if (base.kind === 'weapon') {
    const dice = striking?.effects.weaponDamageDice ?? 1;
    effects.attackItemBonus = potencyRune?.effects.itemBonusAttack ?? 0;
    effects.damageDice = dice;
    // Inubrix makes the damage die one size smaller (its effect line carries the die).
    const smaller = effects.material.find((line) => line.code === 'smaller-damage-die');
    const die = smaller?.code === 'smaller-damage-die' ? smaller.die : base.damage.die;
    effects.damage = die ? `${dice}${die}` : String(base.damage.flat ?? 1);
    effects.damageType = base.damage.type;
    effects.extraDamage = active.flatMap((r) => (r.effects.extraDamage ? [{ rune: r.slug, damage: r.effects.extraDamage }] : []));
  } else if (base.kind === 'armor') {
    effects.acItemBonus = potencyRune?.effects.itemBonusAC ?? 0;
    effects.savesItemBonus = resilient?.effects.itemBonusSaves ?? 0;
    effects.resistances = (['acid', 'cold', 'electricity', 'fire'] as const)
      .filter((t) => resist.has(t))
      .map((t) => ({ type: t, value: resist.get(t) ?? 0 }));
  }

  const result: ItemEvaluation = {
    name: itemName(base, potency, [...fundamentals.filter((r) => r !== potencyRune), ...property], made),
    base: base.slug,
    kind: base.kind,
    level,
    basePriceCp: base.priceCp,
    materialPriceCp: materialCp,
    runesPriceCp,
    // Book tables list the runes' value and Foundry drops the base price once a weapon or armor has runes;
    // we report both numbers: runesPriceCp, and the full price with the base item.
    priceCp: base.priceCp + materialCp + runesPriceCp,
    propertySlots: slots,
    rarity: made && rarityIndex(made.material.rarity) > rarityIndex(base.rarity) ? made.material.rarity : base.rarity,
    runes: counted.map((r) => r.slug),
    activeProperty: active.map((r) => r.slug),
    dormantProperty: dormant.map((r) => r.slug),
    supersededProperty: superseded.map((r) => r.slug),
    invested: base.kind === 'armor' && counted.length > 0,
    specific: own(spec, 'specific') === true,
    effects,
    problems,
  };
  if (rarest) result.rarestRune = rarest.slug;
  if (made) result.material = { slug: made.material.slug, grade: made.grade, level: materialLevel };
  if (base.kind === 'shield') result.shield = shieldStats(base, reinforcing, made);
  return result;
}

/**
 * Everything about an item with runes: name in both languages, level, price, property slots, effects,
 * and the problems with the combination. Never throws; odd input gives problems instead.
 * Level and price count every rune that can physically be etched on the base (dormant and repeated
 * ones included); runes that can't go on it at all are reported and left out.
 */
export function evaluateItem(spec: ItemSpec): ItemEvaluation {
  try {
    return evaluate(spec);
  } catch {
    return emptyEvaluation([problem('invalid-spec')]);
  }
}
