// The item builder's form (pure: no DOM, no Preact): one item and the notices its link gave. The island
// (components/tools/ItemBuilder.tsx) renders this state and dispatches what the reader did.
import { DEFAULT_ITEM, type ItemDraft } from './item-draft';
import { changeSide, sideOf, type ItemSide, type SideChange } from './item-side';
import type { Loaded } from './tool-load';
import type { Notice } from './url-state';

export interface ItemForm {
  item: ItemSide;
  /** what the link said about itself (dropped or contradicting parameters); any edit replaces the link, and them */
  notices: Notice[];
}

export type ItemFormAction = { type: 'link'; loaded: Loaded<ItemDraft> } | { type: 'item'; change: SideChange };

export const ITEM_FORM: ItemForm = { item: sideOf(DEFAULT_ITEM), notices: [] };

export function itemForm(state: ItemForm, action: ItemFormAction): ItemForm {
  if (action.type === 'link') {
    const { draft, notices, names } = action.loaded;
    return { item: { item: draft, typed: names?.item ?? state.item.typed }, notices };
  }
  const { typed, item } = changeSide(state.item, action.change);
  // The notices were about the link, which an edit of the item replaces.
  return item ? { item: { item, typed }, notices: [] } : { ...state, item: { ...state.item, typed } };
}
