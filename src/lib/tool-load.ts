// What each calculator does with its address when it starts (pure: no DOM). The islands and the tests share
// these, so the tests check exactly what the reader gets: the form's state, every notice about the link, and
// the query the address is rewritten to (the state in use; null = the address had no parameters at all).
import { DEFAULT_ITEM, fromSpec, toSpec, type ItemDraft } from './item-draft';
import { DEFAULT_TRANSFER, draftToState, stateToDraft, type TransferDraft } from './transfer-form';
import { itemQuery, readItemTool, type Notice } from './url-state';
import { applyRuneFields, levelQuery, readLevelTool } from './url-state-level';
import { readTransferTool, transferQuery } from './url-state-transfer';

export interface Loaded<D> {
  /** the state the link gives, or the calculator's default when the link says nothing about it */
  draft: D;
  /** false when the link says nothing about the calculator (the default is in use) */
  fromLink: boolean;
  notices: Notice[];
  /** the query the address shows afterwards (the state in use, also when it is the default); null = leave a
   * bare address alone */
  query: string | null;
}

export const DEFAULT_TARGET: ItemDraft = { ...DEFAULT_ITEM, potency: DEFAULT_ITEM.potency + 1 };

const bare = (search: string) => search === '' || search === '?';

/** Runes given without a base item go on the default one, with a notice (unless the base was already reported). */
function missingBase(spec: { base?: string } | null, notices: Notice[]): Notice[] {
  if (!spec || spec.base || notices.some((n) => n.param === 'base')) return notices;
  return [...notices, { kind: 'missing', param: 'base' }];
}

export function loadItem(search: string): Loaded<ItemDraft> {
  const read = readItemTool(search);
  const draft = read.spec ? fromSpec(read.spec) : DEFAULT_ITEM;
  return { draft, fromLink: read.spec !== null, notices: missingBase(read.spec, read.notices), query: bare(search) ? null : itemQuery(toSpec(draft)) };
}

export function loadLevel(search: string): Loaded<{ current: ItemDraft; target: ItemDraft }> {
  const read = readLevelTool(search);
  if (!read.current) {
    // Target runes without an item can't apply: dropped, with a notice each.
    const dropped = Object.keys(read.target).map((key): Notice => ({ kind: 'dropped', param: `to-${key}` }));
    const query = levelQuery(toSpec(DEFAULT_ITEM), toSpec(DEFAULT_TARGET));
    return { draft: { current: DEFAULT_ITEM, target: DEFAULT_TARGET }, fromLink: false, notices: [...read.notices, ...dropped], query: bare(search) ? null : query };
  }
  const current = fromSpec(read.current);
  const target = fromSpec(applyRuneFields(toSpec(current), read.target));
  return { draft: { current, target }, fromLink: true, notices: missingBase(read.current, read.notices), query: levelQuery(toSpec(current), toSpec(target)) };
}

export function loadTransfer(search: string): Loaded<TransferDraft> {
  const read = readTransferTool(search);
  if (!read.state) {
    return { draft: DEFAULT_TRANSFER, fromLink: false, notices: read.notices, query: bare(search) ? null : transferQuery(draftToState(DEFAULT_TRANSFER)) };
  }
  const { draft, notices } = stateToDraft(read.state);
  return { draft, fromLink: true, notices: [...read.notices, ...notices], query: transferQuery(draftToState(draft)) };
}

export { DEFAULT_ITEM, DEFAULT_TRANSFER };
