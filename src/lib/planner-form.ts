// The planner's form as a pure reducer (its wiring is components/tools/shell/): the character's level, the party's size, Automatic Bonus Progression, the
// gold on hand, the crafter, and the items by name as typed. `plannerInput` turns it into planUpgrades' input with a
// name reader (src/lib/name-reader-load.ts), keeping which field each planned item came from.
import type { ItemSpec, ProficiencyRank } from '../rules';
import type { PlanInput } from '../rules/planner';
import type { ItemNameReading } from '../rules/read-name';
import { isOneOf } from '../rules/input';
import { RULE_FACTS } from '../rules/facts';
import { LEVEL_RANGE, PARTY_SIZE_RANGE, TABLE_PARTY_SIZE } from '../rules/treasure-ranges';
import { PROFICIENCY_RANKS } from '../rules/values';
import type { Loaded } from './tool-load';
import type { Notice } from './url-state';

export interface PlannerState {
  /** the character's level, 1-20 */
  level: number;
  partySize: number;
  abp: boolean;
  /** the gold on hand in gp as typed ('' = not given): "250" or "12.5" */
  gold: string;
  /** the Crafting rank of whoever crafts the steps; '' = not given (no crafter check) */
  crafterRank: ProficiencyRank | '';
  /** the crafter's level; null = the character's own level */
  crafterLevel: number | null;
  /** the item names as typed, one field each; '' = an empty field */
  items: string[];
}

/** The planner at its bare address: a 1st-level character of a party of four, one empty item field. */
export const DEFAULT_PLANNER: PlannerState = {
  level: LEVEL_RANGE.min,
  partySize: TABLE_PARTY_SIZE,
  abp: false,
  gold: '',
  crafterRank: '',
  crafterLevel: null,
  items: [''],
};

/** A UI limit, not a rule: a sheet's weapons, armor and shields fit in a dozen fields. */
export const MAX_ITEMS = 12;
/** Three characters a field: a longer name is no item's. */
export const MAX_NAME_LENGTH = 200;

export type PlannerAction =
  | { type: 'level'; level: number }
  | { type: 'partySize'; size: number }
  | { type: 'abp'; on: boolean }
  | { type: 'gold'; text: string }
  | { type: 'crafterRank'; rank: string }
  | { type: 'crafterLevel'; level: number | null }
  | { type: 'itemText'; index: number; text: string }
  | { type: 'addItem' }
  | { type: 'removeItem'; index: number };

const within = (n: number, range: { min: number; max: number }) => Number.isInteger(n) && n >= range.min && n <= range.max;

/** The form after what the reader did; a value out of range leaves the form as it was. */
export function plannerReducer(state: PlannerState, action: PlannerAction): PlannerState {
  switch (action.type) {
    case 'level':
      return within(action.level, LEVEL_RANGE) ? { ...state, level: action.level } : state;
    case 'partySize':
      return within(action.size, PARTY_SIZE_RANGE) ? { ...state, partySize: action.size } : state;
    case 'abp':
      return { ...state, abp: action.on };
    case 'gold':
      return { ...state, gold: action.text.slice(0, 12) };
    case 'crafterRank':
      return action.rank === '' || isOneOf(PROFICIENCY_RANKS, action.rank) ? { ...state, crafterRank: action.rank } : state;
    case 'crafterLevel':
      return action.level === null || within(action.level, RULE_FACTS.crafterLevel) ? { ...state, crafterLevel: action.level } : state;
    case 'itemText': {
      if (action.index < 0 || action.index >= state.items.length) return state;
      const items = [...state.items];
      items[action.index] = action.text.slice(0, MAX_NAME_LENGTH);
      return { ...state, items };
    }
    case 'addItem':
      return state.items.length >= MAX_ITEMS ? state : { ...state, items: [...state.items, ''] };
    case 'removeItem': {
      if (action.index < 0 || action.index >= state.items.length) return state;
      const items = state.items.filter((_, i) => i !== action.index);
      // The form always keeps one field to type in.
      return { ...state, items: items.length > 0 ? items : [''] };
    }
  }
}

/** The planner's form: its fields and what its link said about itself. */
export interface PlannerForm {
  fields: PlannerState;
  /** dropped or unreadable parts of the link; any edit replaces the link, and them */
  notices: Notice[];
}

export const PLANNER_FORM: PlannerForm = { fields: DEFAULT_PLANNER, notices: [] };

/** The form after a link was read (the shell's `link` action) or the reader did something. */
export function plannerForm(state: PlannerForm, action: PlannerAction | { type: 'link'; loaded: Loaded<PlannerState> }): PlannerForm {
  if (action.type === 'link') return { fields: action.loaded.draft, notices: action.loaded.notices };
  const fields = plannerReducer(state.fields, action);
  return fields === state.fields ? state : { fields, notices: [] };
}

/** Gold typed in gp ("250", "12.5", "0.07") as copper pieces; null for an empty field, NaN for anything else. */
export function goldCpOf(text: string): number | null {
  const t = text.trim().replace(/[,，\s]/g, '');
  if (t === '') return null;
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** How each item field was read. */
export interface ItemField {
  /** the field's index in the form */
  index: number;
  text: string;
  reading: ItemNameReading | null;
  /** the item planned, or null: an empty field, a name without a base item, or no reader yet */
  spec: ItemSpec | null;
  /** the item's index in the plan (PlanStep.itemIndex); null when not planned */
  planIndex: number | null;
}

export interface PlannerInput {
  input: PlanInput;
  fields: ItemField[];
  /** the gold field holds something that is not an amount of gp */
  goldInvalid: boolean;
  /** a field holds a name and the reader has not arrived: a plan now would leave that item out, so there is none yet */
  waitingForReader: boolean;
}

/** planUpgrades' input from the form, the names read with `read` (undefined while the reader loads: no items yet). */
export function plannerInput(state: PlannerState, read: ((text: string) => ItemNameReading) | undefined): PlannerInput {
  const specs: ItemSpec[] = [];
  const fields = state.items.map((text, index): ItemField => {
    const reading = text.trim() !== '' && read ? read(text) : null;
    const spec = reading?.spec ?? null;
    if (spec) specs.push(spec);
    return { index, text, reading, spec, planIndex: spec ? specs.length - 1 : null };
  });
  const goldCp = goldCpOf(state.gold);
  const input: PlanInput = { level: state.level, items: specs, abp: state.abp, partySize: state.partySize };
  if (goldCp !== null && !Number.isNaN(goldCp)) input.goldCp = goldCp;
  // Crafting rank given: the crafter is the character unless another level is given.
  if (state.crafterRank !== '') input.crafter = { rank: state.crafterRank, level: state.crafterLevel ?? state.level };
  const waitingForReader = !read && state.items.some((text) => text.trim() !== '');
  return { input, fields, goldInvalid: Number.isNaN(goldCp), waitingForReader };
}
