// Types shared by the rune data and the rule functions. Plain data only: no DOM, no framework.

// The one Locale definition lives with the locale helpers (a leaf module with no imports); a type import is erased.
import type { Locale, Localized } from '../i18n/locale';
import type { SourceRef } from './data/books';
import type { BaseItemSlug } from './data/base-items';
import type { ArmorCategory, ArmorCore, DamageDie, Rarity, ShieldCore, WeaponCore, WeaponDamageType } from './base-item-types';
import type {
  ACCESSORY_HOSTS,
  CATALOGUE_TARGETS,
  MATERIAL_GRADES,
  DIE_NUMBER_KEYS,
  LABELLED_NUMBER_KEYS,
  PROFICIENCY_RANKS,
  RUNE_KINDS,
  RUNE_TARGETS,
  SKILL_SLUGS,
  USAGE_KEYS,
  USAGE_TRAIT_SLUGS,
} from './values';
export type { Locale, Localized };
export type {
  ArmorCategory,
  ArmorCore,
  BaseItemCore,
  DamageDie,
  Rarity,
  ShieldCore,
  WeaponCore,
  WeaponDamageType,
} from './base-item-types';

export type Severity = 'error' | 'warning';
/** What a problem's message names: the runes and the item (both languages), the field, the value, a count, a usage line. */
/** The inputs a message can name (each language's message table words every one of them; property slots are
 * `property[0]`, `property[1]` …). */
export type ProblemField =
  | 'base'
  | 'potency'
  | 'striking'
  | 'resilient'
  | 'reinforcing'
  | 'property'
  | 'material'
  | 'rune'
  | 'swapWith'
  | 'to'
  | 'from'
  | 'crafterLevel'
  | 'proficiency'
  | 'extraDays'
  // the planner's inputs (planner.ts, treasure.ts, abp.ts)
  | 'level'
  | 'partySize'
  | 'items'
  | 'abp'
  | 'crafter'
  | 'gold';

/** Everything a problem's message can name; each code names a few of them (ItemProblemParams, TransferProblemParams). */
export interface ProblemParams {
  rune?: Localized;
  other?: Localized;
  item?: Localized;
  /** the input the message names; `property[i]` is the property slot i */
  field?: ProblemField | `property[${number}]`;
  value?: string;
  count?: number;
  usage?: Localized;
  /** a Crafting proficiency rank the message names (the rank a rune's level asks for) */
  rank?: ProficiencyRank;
  /** the precious material the message names */
  material?: Localized;
  /** the material grade the message names */
  grade?: MaterialGrade;
  /** the material grade that would put it right (a higher grade that holds the rune) */
  fix?: MaterialGrade;
}
/** The params of a code: the names of ProblemParams it needs, each required. */
type Needs<K extends keyof ProblemParams> = Required<Pick<ProblemParams, K>>;
/** A code whose message names nothing. */
type NoParams = Record<string, never>;
/** The etching checks give every usage problem the rune, the item and the rune's usage line. */
type Etching = Needs<'rune' | 'item' | 'usage'>;

/**
 * The problems of items, etching and upgrades, each with the params its message needs: a problem built without
 * them, or a message that reads a name its code does not give, does not compile. problems.ts gives each its severity.
 */
export interface ItemProblemParams {
  'invalid-spec': NoParams;
  'unknown-base-item': Needs<'value'>;
  'unknown-rune': Needs<'value'>;
  'invalid-value': Needs<'field'>;
  'invalid-potency': NoParams;
  'wrong-target': Etching;
  'usage-not-met': Etching;
  'usage-needs-metal': Etching;
  'usage-needs-nonmetal': Etching;
  'usage-needs-trait': Etching & Needs<'other'>;
  'usage-needs-base-item': Etching;
  'wrong-family': Needs<'rune' | 'field'>;
  'not-a-property-rune': Needs<'rune'>;
  'shield-takes-only-reinforcing': Needs<'rune'>;
  'no-free-slot': Needs<'rune' | 'count'>;
  'duplicate-rune': Needs<'rune'>;
  'lower-grade-ignored': Needs<'rune' | 'other'>;
  'conflicting-runes': Needs<'rune' | 'other' | 'usage'>;
  'usage-excludes-rune': Needs<'rune' | 'other' | 'usage'>;
  'specific-item': Needs<'rune' | 'item'>;
  'specific-item-property-fixed': Needs<'rune' | 'item'>;
  'specific-item-property-upgrade': Needs<'rune' | 'other' | 'item'>;
  'not-an-item': Needs<'item'>;
  'different-family': Needs<'rune' | 'other'>;
  'not-an-upgrade': Needs<'rune' | 'other'>;
  'unknown-material': Needs<'value'>;
  'material-grade-missing': Needs<'material' | 'item' | 'grade'>;
  'material-cannot-make': Needs<'material' | 'item'>;
  'material-grade-rune-limit': Needs<'rune' | 'material' | 'grade' | 'count'> & Pick<ProblemParams, 'fix'>;
  /** an accessory rune named for a weapon, armor or shield the calculators price (Grand Bazaar p. 88) */
  'accessory-rune-not-etched': Needs<'rune'>;
  /** a mythic rune named in a calculator (War of Immortals: the mythic rules are not modelled) */
  'mythic-rune-not-modelled': Needs<'rune'>;
  // The accessory rules (accessory.ts).
  'not-an-accessory-rune': Needs<'rune'>;
  'accessory-usage-not-met': Needs<'rune' | 'usage'>;
  'accessory-rune-already-there': Needs<'rune' | 'other'>;
  'accessory-on-invested-item': Needs<'rune'>;
  'accessory-on-magic-item': Needs<'rune' | 'usage'>;
}

/** The transfer estimator's problems (transfer-problems.ts), each with the params its message needs. */
export interface TransferProblemParams {
  'swap-form-mismatch': Needs<'rune' | 'other'>;
  'transfer-invalid-target': Needs<'rune' | 'item'>;
  'fundamental-already-present': Needs<'item' | 'other'>;
  'swap-rune-not-on-item': Needs<'rune' | 'item'>;
  'rune-not-on-source': Needs<'rune' | 'item'>;
  'runes-go-dormant': Needs<'rune' | 'item'>;
  'magical-crafting-needed': NoParams;
  'crafting-rank-too-low': Needs<'rank' | 'count'>;
  'craft-requirements-rank-too-low': Needs<'rank'>;
  'crafter-level-too-low': Needs<'count'>;
  'crafter-needed-for-discount': NoParams;
}

/** The planner's problems (planner-problems.ts), each with the params its message needs. */
export interface PlannerProblemParams {
  'plan-item-cannot-hold': Needs<'rune' | 'item'>;
  'plan-over-gold': Needs<'count'>;
  'abp-property-slots-unstated': Needs<'rune' | 'item' | 'count'>;
  'small-party-treasure': Needs<'count'>;
  'value-clamped': Needs<'field' | 'count'>;
}

export type ItemProblemCode = keyof ItemProblemParams;
export type TransferProblemCode = keyof TransferProblemParams;
export type PlannerProblemCode = keyof PlannerProblemParams;
/** Every problem code the rules can report. */
export type ProblemCode = ItemProblemCode | TransferProblemCode | PlannerProblemCode;
/** The params a code's message needs. */
export type ProblemParamsOf<C extends ProblemCode> = (ItemProblemParams & TransferProblemParams & PlannerProblemParams)[C];

/**
 * A problem as data: its text in a language comes from problemMessage (problems.ts). Generic over its code: a
 * `Problem<'no-free-slot'>` carries that code's params; `Problem` is any of them, told apart by `code`.
 */
export type Problem<C extends ProblemCode = ProblemCode> = C extends ProblemCode
  ? { code: C; severity: Severity; params: ProblemParamsOf<C>; rune?: string }
  : never;

/** A problem's message in one language: a function of its code's params. */
export type ProblemMessage<C extends ProblemCode> = (params: ProblemParamsOf<C>) => string;
/** A language's messages of some codes, keyed `problem.<code>` as in the site's catalogue of messages. */
export type ProblemMessages<C extends ProblemCode> = { readonly [K in C as `problem.${K}`]: ProblemMessage<K> };
/** Any language's table of any codes, as the registry (problems.ts) and the loaders take it. */
export type AnyProblemMessages = Readonly<Record<`problem.${string}`, (params: never) => string>>;

// Each union from its list in values.ts (a type-only import: nothing of it is bundled from here).
export type ProficiencyRank = (typeof PROFICIENCY_RANKS)[number];
/** A precious material's grade: low, standard, high. */
export type MaterialGrade = (typeof MATERIAL_GRADES)[number];
/** A number an effect carries that has a label of its own (NUMBER_LABELS). */
export type LabelledNumberKey = (typeof LABELLED_NUMBER_KEYS)[number];
/** The key of a number in an effect's `numbers`: a labelled one or a die read with its count. */
export type NumberKey = LabelledNumberKey | (typeof DIE_NUMBER_KEYS)[number];
/** An effect's numbers, by key. */
export type EffectNumbers = Readonly<Partial<Record<NumberKey, number>>>;
/** A distinct usage line's key (usageKey()). */
export type UsageKey = (typeof USAGE_KEYS)[number];

export type RuneKind = (typeof RUNE_KINDS)[number];
/** What a rune is etched onto: a weapon, armor or a shield (the items the calculators price). */
export type RuneTarget = (typeof RUNE_TARGETS)[number];
/** Every target of the catalogue: the etched targets and 'accessory' (accessory runes, Grand Bazaar p. 88). */
export type CatalogueTarget = (typeof CATALOGUE_TARGETS)[number];
/** A kind of item an accessory rune's Usage line names. */
export type AccessoryHost = (typeof ACCESSORY_HOSTS)[number];
export type NamedGrade = 'minor' | 'lesser' | 'moderate' | 'greater' | 'major' | 'supreme' | 'true';
/** null = the base grade; a number = the potency value (+1, +2, +3), or a dragon's breath accessory rune's spell rank
 * (1-9, Grand Bazaar p. 88). */
export type RuneGrade = null | NamedGrade | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export type EnergyType = 'acid' | 'cold' | 'electricity' | 'fire';
export type DamageType =
  | EnergyType
  | 'sonic'
  | 'spirit'
  | 'vitality'
  | 'void'
  | 'bleed'
  | 'bludgeoning'
  | 'piercing'
  | 'slashing'
  | 'force'
  | 'mental'
  | 'poison'
  /** the weapon's own damage type (bane's extra die): shown as such, never as a type of its own */
  | 'weapon';

/** Where a rune can be etched, in machine-readable form (the book's "Usage" line). */
export type RuneUsage =
  | {
      target: 'weapon';
      attack?: 'melee';
      thrown?: true;
      /** the weapon must deal one of these (its versatile types count) */
      damageTypes?: readonly WeaponDamageType[];
      /** the weapon must not have this trait (holy/unholy runes exclude each other) */
      notTrait?: Extract<UsageTrait, 'holy' | 'unholy'>;
      /** the weapon must have this trait (runes for monk weapons) */
      trait?: UsageTrait;
      /** the weapon must be one of these base items (a rune made for one weapon, such as the clan dagger) */
      baseItems?: readonly BaseItemSlug[];
      /** rune families (any grade) the weapon must not also carry: deathdrinking is not etched with vitalizing.
       * Each family's name in the usage line comes from EXCLUDED_FAMILY_NAMES (data/labels.ts). */
      notRunes?: readonly string[];
    }
  | {
      target: 'armor';
      categories?: readonly ArmorCategory[];
      /** true: metal armor only; false: nonmetal armor only (ArmorCore.metal) */
      metal?: boolean;
    }
  | { target: 'shield' }
  | {
      target: 'accessory';
      /** the kinds of item the rune is applied to (any one of them) */
      hosts: readonly AccessoryHost[];
      /** the rune goes on a magic item of these hosts too, as long as that item is not invested (Grand Bazaar p. 88:
       * a shield is the book's example); otherwise only a mundane item takes it */
      magicHostsAllowed?: readonly AccessoryHost[];
      /** the rune is sold and applied as a pair, one on each of two items (paired) */
      pair?: true;
    };

export interface DamageRoll {
  dice: number;
  die: DamageDie;
  type: DamageType;
  persistent?: boolean;
}

export type ConditionSlug =
  | 'blinded'
  | 'clumsy'
  | 'confused'
  | 'dazzled'
  | 'deafened'
  | 'drained'
  | 'enfeebled'
  | 'fascinated'
  | 'frightened'
  | 'immobilized'
  | 'quickened'
  | 'sickened'
  | 'slowed'
  | 'stupefied';
export type DurationCode = '1-round' | 'until-end-of-your-next-turn' | '1-minute' | '1-hour' | 'permanent' | 'while-persistent-damage';
export interface ConditionFact {
  condition: ConditionSlug;
  value?: number;
  duration?: DurationCode;
  /** a longer duration when the target critically fails its save (thundering: 1 hour instead of 1 minute) */
  critFailureDuration?: DurationCode;
}
export interface SaveFact {
  save: 'fortitude' | 'reflex' | 'will';
  dc: number;
}
export type Frequency = 'once-per-day' | 'three-times-per-day' | 'once-per-hour' | 'once-per-minute';

/** Traits an activation or a reaction of a rune can have. */
export type ActionTrait =
  | 'concentrate'
  | 'manipulate'
  | 'light'
  | 'healing'
  | 'vitality'
  | 'death'
  | 'incapacitation'
  | 'attack'
  | 'auditory'
  | 'force'
  | 'linguistic'
  | 'mental'
  | 'polymorph'
  | 'teleportation';

/** What an activation costs: actions, a free action, or minutes (nightmare takes ten). */
export type ActivationCost = 1 | 2 | 3 | 'free' | { minutes: number };

/** Against whom a rune's extra damage applies. */
export type VsCode =
  | 'fiend'
  | 'undead'
  | 'holy'
  | 'unholy'
  | 'giant'
  | 'construct'
  /** bane: creatures with the trait chosen when the rune was crafted */
  | 'chosen-trait'
  /** the clan dagger runes: the clan's ancestral enemies */
  | 'clan-enemy'
  | 'target-taking-persistent-bleed';

export type SkillSlug = (typeof SKILL_SLUGS)[number];
/** A weapon trait a rune's usage line names. */
export type UsageTrait = (typeof USAGE_TRAIT_SLUGS)[number];

/**
 * One effect with its numbers: a critical hit's, a hit's, or an always-on (passive) effect. `effect` is a machine
 * code the prose explains; each key of `numbers` has its label in NUMBER_LABELS (src/i18n/effects.ts).
 */
export interface EffectFacts {
  effect: string;
  conditions?: readonly ConditionFact[];
  save?: SaveFact;
  damage?: DamageRoll;
  /** only against these targets (the row's heading says so) */
  vs?: VsCode;
  /** a passive effect that is not constant, or not on the wearer: when or on whom it works (the row's heading) */
  when?: WhenCode;
  /** how long the effect lasts */
  duration?: DurationCode;
  numbers?: EffectNumbers;
}

/** When a passive effect works, or on whom, where that is not "always, on you". */
export type WhenCode =
  /** bitter: the creature that has swallowed or engulfed the wearer */
  | 'swallowed-or-engulfed'
  /** authorized: anyone but the rightful wielder who wields the weapon */
  | 'unauthorized-wielder'
  /** flurrying: the second Strike of a Flurry of Blows whose first Strike killed */
  | 'flurry-kill'
  /** fanged: while in the animal form of the activation */
  | 'animal-form';

/**
 * What a rune page's activation block shows besides the cost and frequency, as in the book: traits,
 * requirements, trigger, effect. Texts are our own words; `{key}` in a text is filled from the
 * activation's `numbers` (and `{dc}` from its save), so a number is written once, in the data.
 */
export interface ActivationBlockText {
  /** the activation's name, when the site gives it one (two activations of one rune) */
  name?: Localized;
  traits: readonly ActionTrait[];
  requirements?: Localized;
  /** the trigger in words (a reaction's `trigger` code names it for machines) */
  triggerText?: Localized;
  /** what happens */
  text: Localized;
}

/** Effect codes are machine keys (kebab-case) for the prose to explain; they are never shown as is. */
export interface RuneEffects {
  // fundamental runes
  itemBonusAttack?: number;
  propertySlots?: number;
  weaponDamageDice?: number;
  itemBonusAC?: number;
  itemBonusSaves?: number;
  craftRequirement?: Exclude<ProficiencyRank, 'trained'>;
  /** a Craft Requirement that is a spell to supply (ethereal: a casting of rank 9 ethereal jaunt) */
  craftRequirementSpell?: { spell: Localized; rank: number };
  shield?: { hardness: number; hp: number; bt: number; maxHardness: number; maxHp: number; maxBt: number };
  // property runes
  extraDamage?: DamageRoll;
  extraDamageVs?: readonly { vs: VsCode; damage: DamageRoll }[];
  critExtraDamage?: DamageRoll;
  critEffect?: Omit<EffectFacts, 'effect'> & { effect?: string };
  /** what every hit does besides damage (a save, a condition, a push) */
  hitEffect?: EffectFacts;
  /** always-on or conditional effects that carry numbers (a Speed bonus, a flat check DC, storage) */
  passive?: readonly EffectFacts[];
  ignoresResistance?: readonly DamageType[];
  ignoresImmunity?: readonly DamageType[];
  asGhostTouch?: boolean;
  addsTrait?: 'holy' | 'unholy';
  wielderPenalty?: { wielder: 'holy' | 'unholy'; condition: ConditionFact };
  grantsCondition?: ConditionFact;
  resistance?: { type: EnergyType; value: number };
  itemBonusSkill?: { skill: SkillSlug; value: number; actions?: readonly ('escape' | 'squeeze')[] };
  statusBonusSavesVsMagic?: number;
  critReceivedFlatCheckDc?: number;
  armorBulkIncrease?: number;
  strengthRequirementIncrease?: number;
  donActions?: { light: number; mediumOrHeavy: number };
  activation?: ActivationBlockText & {
    actions: ActivationCost;
    frequency?: Frequency;
    effect: string;
    save?: SaveFact;
    numbers?: EffectNumbers;
    /** a second activation of the same rune (spell reservoir), shown as its own block */
    also?: readonly (ActivationBlockText & { actions: ActivationCost })[];
  };
  reaction?: ActivationBlockText & {
    frequency?: Frequency;
    trigger?: string;
    effect: string;
    save?: SaveFact;
    numbers?: EffectNumbers;
  };
  special?: readonly string[];
}

/**
 * The effects a rule function reads (item evaluation: bonuses, slots, damage dice, shield, resistance,
 * extra damage, the trait a rune adds). They live in data/runes/<target>/<book>.ts; the other effects, which
 * only the rune pages describe, live in data/runes/<target>/<book>-details.ts.
 */
export type RuleEffectKey =
  | 'itemBonusAttack'
  | 'propertySlots'
  | 'weaponDamageDice'
  | 'itemBonusAC'
  | 'itemBonusSaves'
  | 'shield'
  | 'resistance'
  | 'extraDamage'
  | 'addsTrait';
export type RuneRuleEffects = Pick<RuneEffects, RuleEffectKey>;
export type RuneEffectDetails = Omit<RuneEffects, RuleEffectKey>;

/** Where a confirmed Japanese name comes from: the seed text (GM Core pp. 224-225) or the community
 * translation (the p2rdj wiki and text derived from it). */
export type JaNameSource = 'seed' | 'community';

/** What the rules read of a rune (data/runes/<target>/<book>.ts): enough to validate, name, level and price an item. */
export interface RuneCoreData {
  slug: string;
  kind: RuneKind;
  /** what it goes on; 'accessory' only with kind 'accessory' (usage.target says the same) */
  target: CatalogueTarget;
  family: string;
  grade: RuneGrade;
  /** damage type of an energy-resistant rune; null otherwise */
  variant: EnergyType | null;
  level: number;
  priceCp: number;
  rarity: Rarity;
  usage: RuneUsage;
  name: Localized;
  effects: RuneRuleEffects;
}

/** What only the pages show of a rune (data/runes/<target>/<book>-details.ts, keyed by slug). */
export interface RuneDetails {
  traits: readonly string[];
  /** the book index form, e.g. "Striking (Greater)" */
  bookName: string;
  /** true when the Japanese name was seen in the seed text or in the community translation (p2rdj wiki
   * or text derived from it); false marks the site's own transliteration */
  jaConfirmed: boolean;
  /** where a confirmed Japanese name was seen; absent for the site's own names */
  jaSource?: JaNameSource;
  /** the book (data/books.ts) and page the rune is printed on */
  source: SourceRef;
  /** effects no rule function reads (critical effects, activations, ...) */
  effects?: RuneEffectDetails;
}

/** A whole rune entry: the rules part and the descriptive part, effects joined. */
export interface RuneData extends RuneCoreData, Omit<RuneDetails, 'effects'> {
  effects: RuneEffects;
  /** search words: legacy and variant spellings, other translations' names, words players type
   * (data/rune-aliases.ts) */
  aliases: readonly string[];
}

/** A rune as the rule functions and the calculators see it. */
export interface RuneCore extends RuneCoreData {
  usageText: Localized;
}

/** A rune's line in the rune index: fixed text (no digits), or one computed from the rune's data. */
export type RuneSummary = Localized | ((rune: RuneData) => Localized);

/** A rune as `RUNES` and `getRune` give it to pages: every field. */
export interface Rune extends RuneData {
  usageText: Localized;
}

export interface RuneFamily {
  slug: string;
  name: Localized;
  kind: RuneKind;
  target: CatalogueTarget;
  /** rune slugs, weakest first */
  grades: readonly string[];
}

// Base items, like runes, in two parts: what the rules read (data/base-items.ts, typed by base-item-types.ts, which
// imports no data) and what only pages show (data/base-item-details.ts, keyed by slug). WeaponItem, ArmorItem and
// ShieldItem are both joined.
interface BaseItemDetailsCommon {
  /** true when the Japanese name was seen in the seed text or in the community translation (p2rdj wiki
   * or text derived from it); false marks the site's own transliteration */
  jaConfirmed: boolean;
  /** where a confirmed Japanese name was seen; absent for the site's own names */
  jaSource?: JaNameSource;
  source: SourceRef;
  /** the item's traits that no usage line reads (pages see them joined with the core part's `traits`) */
  otherTraits: readonly string[];
}

export interface WeaponDetails extends BaseItemDetailsCommon {
  group: string;
  hands: '1' | '2' | '1+';
}

export interface ArmorDetails extends BaseItemDetailsCommon {
  group: string;
  acBonus: number;
  dexCap: number;
  strength: number | null;
  checkPenalty: number;
  speedPenalty: number;
}

export interface ShieldDetails extends BaseItemDetailsCommon {
  acBonus: number;
  speedPenalty: number;
  metal: boolean;
  /** the base shield of a specific shield */
  baseItem?: string;
  acBonusTakeCover?: number;
}

/** What pages add to a base item besides its details: its search words (data/base-item-aliases.ts; the
 * calculators' picker loads that table on the first focus of its search box). */
interface BaseItemSearch {
  aliases: readonly string[];
}

/** A base item as pages see it: `traits` is every trait of the item (both parts' lists joined, sorted). */
export type WeaponItem = WeaponCore & Omit<WeaponDetails, 'otherTraits'> & BaseItemSearch;
export type ArmorItem = ArmorCore & Omit<ArmorDetails, 'otherTraits'> & BaseItemSearch;
export type ShieldItem = ShieldCore & Omit<ShieldDetails, 'otherTraits'> & BaseItemSearch;
export type BaseItem = WeaponItem | ArmorItem | ShieldItem;

export interface IncomeRow {
  level: number;
  /** the extra row the book prints as "20 (critical success)" */
  criticalSuccessRow: boolean;
  failureCp: number | null;
  trainedCp: number;
  expertCp: number;
  masterCp: number;
  legendaryCp: number;
}

export interface TraitLabel {
  label: Localized;
  /** true when the Japanese label was seen in the seed text or on the translation wiki */
  jaConfirmed: boolean;
}
