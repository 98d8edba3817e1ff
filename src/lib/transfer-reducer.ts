// The transfer estimator's form as a reducer (pure: no DOM, no Preact): what the reader did → the next form.
// The island (components/tools/TransferEstimator.tsx) renders the form and dispatches the reader's events; every
// transition is unit-tested with plain values (test/lib/transfer-reducer.test.ts).
import type { ItemDraft } from './item-draft';
import { changeSide, type ItemSide, type SideChange } from './item-side';
import type { Loaded } from './tool-load';
import type { Notice } from './url-state';
import {
  DEFAULT_TRANSFER,
  draftToSpec,
  missing,
  xHeldByA,
  type Missing,
  type Readiness,
  type TransferAction,
  type TransferDraft,
  type TransferSource,
} from './transfer-form';
import type { TransferSpec } from '../rules';

export interface TransferForm {
  draft: TransferDraft;
  /** what each item's name field holds (ItemSide's `typed`: '' at first, null = the item's own name) */
  typed: Record<Side, string | null>;
  /** what reading the link said (values dropped or corrected); gone at the reader's first edit */
  notices: Notice[];
  /** an item's problems wait until the reader has chosen one of its runes or left its fieldset (or a link gave it) */
  ready: Readiness;
  /** the rune to move is the reader's choice (or the link's), not the page's example */
  chose: boolean;
  /** a rune named to move that item A does not hold (a link's, or one a change of item A let go): said, never estimated */
  xNotOnA: string | null;
}

export const INITIAL_TRANSFER_FORM: TransferForm = {
  draft: DEFAULT_TRANSFER,
  typed: { a: '', b: '' },
  notices: [],
  ready: { a: false, b: false },
  chose: false,
  xNotOnA: null,
};

/** Item A (where the rune comes from) or item B (the receiving item). */
export type Side = 'a' | 'b';

export type CrafterPatch = Partial<Pick<TransferDraft, 'level' | 'rank' | 'days' | 'crit'>>;

/** The page's address was read (on load, or back/forward): what the calculator's load function gave. */
export interface TransferLink {
  type: 'link';
  loaded: Loaded<TransferDraft>;
}

/** What the reader did. */
export type TransferEvent =
  /** move or swap */
  | { type: 'action'; action: TransferAction }
  /** item A is an item or a runestone */
  | { type: 'source'; source: TransferSource }
  /** an item's fields, its name or its material's grade changed (src/lib/item-side.ts) */
  | { type: 'item'; side: Side; change: SideChange }
  /** focus left an item's fieldset */
  | { type: 'left'; side: Side }
  /** the rune of item A that moves to B */
  | { type: 'x'; rune: string }
  /** in a swap, the rune of item B that comes back to A */
  | { type: 'y'; rune: string }
  /** the crafter's level, rank, extra days, critical success */
  | { type: 'crafter'; patch: CrafterPatch };

/**
 * The form with a new draft: the link's notices were about the link, and the reader has now changed it. A note about
 * a rune item A does not hold goes once the rune is estimated (item A cleared, a runestone chosen): it says that
 * nothing is.
 */
const edited = (form: TransferForm, draft: TransferDraft): TransferForm => ({
  ...form,
  draft,
  notices: [],
  xNotOnA: draft.x !== '' && xHeldByA(draft) ? null : form.xNotOnA,
});

/** A change of item A that leaves out the rune chosen to move: the choice goes, and the form says so. */
function keepXOnA(form: TransferForm, draft: TransferDraft): TransferForm {
  const { x } = form.draft;
  if (x === '' || xHeldByA(draft)) return edited(form, draft);
  return { ...edited(form, { ...draft, x: '' }), xNotOnA: x };
}

/** One item of the form, as its name field and its fields see it. */
export const sideOf = (form: TransferForm, side: Side): ItemSide => ({ item: form.draft[side], typed: form.typed[side] });

/** The form with a new item A or B. */
function withItem(form: TransferForm, side: Side, item: ItemDraft): TransferForm {
  const before = form.draft[side];
  // Choosing the base item alone is not yet a description: its runes are still to come.
  const ready = item.base === before.base || before.base !== '' ? { ...form.ready, [side]: true } : form.ready;
  const next = { ...form, ready };
  return side === 'a' ? keepXOnA(next, { ...form.draft, a: item }) : edited(next, { ...form.draft, b: item });
}

export function transferReducer(form: TransferForm, event: TransferEvent | TransferLink): TransferForm {
  const { draft } = form;
  switch (event.type) {
    case 'link': {
      const { loaded } = event;
      const x = loaded.draft.x;
      // A link's items are complete descriptions: judged at once. A rune its item A does not hold stays named (the
      // link keeps it) and is said, with nothing estimated for it.
      const names = loaded.names ?? {};
      return {
        draft: loaded.draft,
        // The link's item names, as typed, in their fields (`from-item` names item A, `to-item` item B).
        typed: { a: names['from-item'] ?? form.typed.a, b: names['to-item'] ?? form.typed.b },
        notices: loaded.notices,
        ready: { a: loaded.fromLink, b: loaded.fromLink },
        chose: loaded.fromLink,
        xNotOnA: x === '' || xHeldByA(loaded.draft) ? null : x,
      };
    }
    case 'action':
      // The page's example rune is no choice of the reader's: a swap starts with both runes to choose, so nothing in
      // item B's list is ruled out by a rune the reader never picked.
      return edited(
        form,
        event.action === 'swap' && !form.chose ? { ...draft, action: 'swap', x: '' } : { ...draft, action: event.action },
      );
    case 'source':
      // Back from a runestone to item A as described: a rune it does not hold goes, as when item A changes.
      return event.source === 'item' ? keepXOnA(form, { ...draft, source: 'item' }) : edited(form, { ...draft, source: event.source });
    case 'item': {
      const { typed, item } = changeSide(sideOf(form, event.side), event.change);
      const named = { ...form, typed: { ...form.typed, [event.side]: typed } };
      // Text that reads as no item yet changes the name field alone.
      return item ? withItem(named, event.side, item) : named;
    }
    case 'left':
      return form.ready[event.side] ? form : { ...form, ready: { ...form.ready, [event.side]: true } };
    case 'x':
      return { ...edited(form, { ...draft, x: event.rune }), chose: true, xNotOnA: null };
    case 'y':
      return edited(form, { ...draft, y: event.rune });
    case 'crafter':
      return edited(form, { ...draft, ...event.patch });
  }
}

/** What the form gives the rules, and what it still lacks. */
export interface TransferInputs {
  /** with only the items that are ready: its problems are the ones listed (null while a rune is missing) */
  judged: TransferSpec | null;
  /** with every described item: the figures, and the items before and after (null while a rune is missing) */
  whole: TransferSpec | null;
  /** the runes still to choose, in the order of the form */
  lacking: Missing[];
}

export function transferInputs(form: TransferForm): TransferInputs {
  // Nothing is estimated for a rune item A does not hold (its figures would be for a rune no one named).
  const shown = xHeldByA(form.draft) ? form.draft : { ...form.draft, x: '' };
  return { judged: draftToSpec(shown, form.ready), whole: draftToSpec(shown), lacking: missing(shown) };
}
