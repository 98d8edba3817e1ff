// "Copy as a Foundry item": an item of the builder as a Foundry VTT pf2e item document (the JSON the Directory JSON Drop
// module or the sidebar's Import Data reads). The shape is Foundry's source data (foundry-keys.ts says where it was
// read): `type` weapon / armor / shield, `system.baseItem`, `system.runes` as numbers and property keys,
// `system.material` { type, grade }, the base item's statistics, level and Price.
// Price and level: a Foundry item that is not a specific item gets the value of its runes and material from its own
// rune and material tables when it is prepared (its price rule drops the base Price once runes are etched, see
// src/rules/README.md, "Precious materials"), so the source carries the base item's Price, as Foundry's own base
// items do, and the item's level (the highest of base, material and runes, which preparing it leaves as it is).
import { getBaseItem } from '../catalog';
import { evaluateItem, type ItemSpec } from '../item';
import type { MaterialGrade } from '../materials';
import { MATERIALS } from '../data/materials';
import type { Locale, Problem, Rarity, RuneCore } from '../types';
import { entryOf, isObject, own } from '../input';
import { exportProblem, type ExportProblem } from './problems';
import { acceptedSpec, runeParts } from './item-parts';
import {
  camelKey,
  FOUNDRY_ARMOR_PROPERTY_KEYS,
  FOUNDRY_BASE_ITEM_RENAMED,
  FOUNDRY_MATERIAL_KEYS,
  FOUNDRY_RENAMED,
  FOUNDRY_WEAPON_PROPERTY_KEYS,
} from './foundry-keys';

type Coins = { gp?: number; sp?: number; cp?: number };

interface FoundrySystemCommon {
  baseItem: string | null;
  level: { value: number };
  price: { value: Coins };
  quantity: number;
  /** 'L' (light) is 0.1 in Foundry, negligible 0 */
  bulk: { value: number };
  traits: { rarity: Rarity; value: string[] };
  material: { type: string | null; grade: MaterialGrade | null };
}

export interface FoundryWeaponSystem extends FoundrySystemCommon {
  category: 'simple' | 'martial' | 'advanced' | 'unarmed';
  group: string | null;
  damage: { dice: number; die: string | null; damageType: 'bludgeoning' | 'piercing' | 'slashing' };
  usage: { value: 'held-in-one-hand' | 'held-in-two-hands' | 'held-in-one-plus-hands' };
  runes: { potency: number; striking: number; property: string[] };
}

export interface FoundryArmorSystem extends FoundrySystemCommon {
  category: 'unarmored' | 'light' | 'medium' | 'heavy';
  group: string | null;
  acBonus: number;
  dexCap: number;
  strength: number | null;
  checkPenalty: number;
  speedPenalty: number;
  runes: { potency: number; resilient: number; property: string[] };
}

export interface FoundryShieldSystem extends FoundrySystemCommon {
  acBonus: number;
  speedPenalty: number;
  hardness: number;
  hp: { value: number; max: number };
  runes: { reinforcing: number };
}

export type FoundryItemSource =
  | { name: string; type: 'weapon'; system: FoundryWeaponSystem; flags: FoundryFlags }
  | { name: string; type: 'armor'; system: FoundryArmorSystem; flags: FoundryFlags }
  | { name: string; type: 'shield'; system: FoundryShieldSystem; flags: FoundryFlags };

/** What this site knew of the item, so a tool can read it back (the spec of the builder's link). */
interface FoundryFlags {
  'pf2e-runes': { spec: ItemSpec; priceCp: number };
}

export interface FoundryExport {
  /** null when there is no item to export (an unknown base item, or not a spec at all: see problems) */
  item: FoundryItemSource | null;
  /** the item's own problems, then what Foundry cannot take (runes and materials it does not know) */
  problems: (Problem | ExportProblem)[];
}

const DAMAGE_TYPES = { B: 'bludgeoning', P: 'piercing', S: 'slashing' } as const;
const HANDS = { '1': 'held-in-one-hand', '2': 'held-in-two-hands', '1+': 'held-in-one-plus-hands' } as const;

/** The key Foundry gives a property rune, or undefined when its table does not list the rune. */
export function foundryRuneKey(rune: Pick<RuneCore, 'slug' | 'target'>): string | undefined {
  const slug: unknown = isObject(rune) ? own(rune, 'slug') : undefined;
  const target: unknown = isObject(rune) ? own(rune, 'target') : undefined;
  if (typeof slug !== 'string') return undefined;
  const key = entryOf(FOUNDRY_RENAMED, slug) ?? camelKey(slug);
  const known = target === 'weapon' ? FOUNDRY_WEAPON_PROPERTY_KEYS : target === 'armor' ? FOUNDRY_ARMOR_PROPERTY_KEYS : undefined;
  return known?.has(key) ? key : undefined;
}

/** A Price in copper as Foundry's coins, largest first, without empty coins ({ gp: 15 }, { sp: 5 }). */
function coins(cp: number): Coins {
  const out: Coins = {};
  const gp = Math.floor(cp / 100);
  const sp = Math.floor((cp % 100) / 10);
  const c = cp % 10;
  if (gp > 0) out.gp = gp;
  if (sp > 0) out.sp = sp;
  if (c > 0) out.cp = c;
  return gp + sp + c > 0 ? out : { gp: 0 };
}

/** English names as Foundry's items write them, each word capitalised ("+1 Striking Flaming Longsword"). */
function titleCase(name: string): string {
  return name.replace(/(^|[\s-])([a-z])/g, (_, before: string, c: string) => before + c.toUpperCase());
}

function build(spec: ItemSpec, lang: Locale): FoundryExport {
  const evaluation = evaluateItem(spec);
  const problems: (Problem | ExportProblem)[] = [...evaluation.problems];
  const base = evaluation.base ? getBaseItem(evaluation.base) : undefined;
  const parts = runeParts(evaluation);
  const accepted = acceptedSpec(evaluation, parts);
  if (!base || !accepted) return { item: null, problems };

  const property: string[] = [];
  for (const rune of parts.property) {
    const key = foundryRuneKey(rune);
    if (key) property.push(key);
    else problems.push(exportProblem('not-in-foundry-rune', { rune: rune.name }, rune.slug));
  }
  let material: FoundrySystemCommon['material'] = { type: null, grade: null };
  if (evaluation.material) {
    const { slug, grade } = evaluation.material;
    if (FOUNDRY_MATERIAL_KEYS.has(slug)) material = { type: slug, grade };
    else problems.push(exportProblem('not-in-foundry-material', { material: MATERIALS[slug].name }));
  }

  const name = lang === 'en' ? titleCase(evaluation.name.en) : evaluation.name.ja;
  const common: FoundrySystemCommon = {
    baseItem:
      base.kind === 'shield' && base.specific ? (base.baseItem ?? null) : (entryOf(FOUNDRY_BASE_ITEM_RENAMED, base.slug) ?? base.slug),
    level: { value: evaluation.level },
    price: { value: coins(base.priceCp) },
    quantity: 1,
    bulk: { value: base.bulk === 'L' ? 0.1 : base.bulk },
    traits: { rarity: evaluation.rarity, value: [...base.traits] },
    material,
  };
  const flags: FoundryFlags = { 'pf2e-runes': { spec: accepted, priceCp: evaluation.priceCp } };

  if (base.kind === 'weapon') {
    const system: FoundryWeaponSystem = {
      ...common,
      category: base.category,
      group: base.group,
      damage: { dice: base.damage.dice, die: base.damage.die, damageType: DAMAGE_TYPES[base.damage.type] },
      usage: { value: HANDS[base.hands] },
      runes: { potency: parts.potency, striking: parts.striking, property },
    };
    return { item: { name, type: 'weapon', system, flags }, problems };
  }
  if (base.kind === 'armor') {
    const system: FoundryArmorSystem = {
      ...common,
      category: base.category,
      group: base.group,
      acBonus: base.acBonus,
      dexCap: base.dexCap,
      strength: base.strength,
      checkPenalty: base.checkPenalty,
      speedPenalty: base.speedPenalty,
      runes: { potency: parts.potency, resilient: parts.resilient, property },
    };
    return { item: { name, type: 'armor', system, flags }, problems };
  }
  // A shield's own Hardness and HP as the item has them (a precious material's shield table; reinforcing is
  // Foundry's to add, from its rune).
  const plain = evaluateItem({ base: base.slug, material: accepted.material });
  const stats = plain.shield ?? { hardness: base.hardness, hp: base.hp, bt: base.bt };
  const system: FoundryShieldSystem = {
    ...common,
    acBonus: base.acBonus,
    speedPenalty: base.speedPenalty,
    hardness: stats.hardness,
    hp: { value: stats.hp, max: stats.hp },
    runes: { reinforcing: parts.reinforcing },
  };
  return { item: { name, type: 'shield', system, flags }, problems };
}

/**
 * The item as a Foundry VTT pf2e item document, named in `lang` (English by default; Japanese for a Japanese world,
 * where Foundry's generated names are not translated). Never throws: an unknown base item gives `item: null` and its
 * problem; a rune or material Foundry does not know is left out with a problem in both languages, never dropped
 * silently.
 */
export function foundryItem(spec: ItemSpec, lang: Locale = 'en'): FoundryExport {
  try {
    return build(spec, lang === 'ja' ? 'ja' : 'en');
  } catch {
    return { item: null, problems: evaluateItem(spec).problems };
  }
}
