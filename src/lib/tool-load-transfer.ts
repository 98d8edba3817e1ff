// The transfer estimator's address: read on load (see tool-load.ts), and its form as the link's state. The form's
// side is in transfer-form.ts; this file loads with a link or the first edit (components/tools/url-sync.ts).
import type { ItemSpec } from '../rules';
import { fromSpec, toSpec } from './item-draft';
import { nameNotices, withNames, type Loaded } from './tool-load';
import { DEFAULT_TRANSFER, describedA, describedB, NO_ITEM, runesOn, wholeNumber, type TransferDraft } from './transfer-form';
import type { Notice } from './url-state';
import { readTransferTool, transferQuery, type TransferState } from './url-state-transfer';
import { bare } from './link-load';

export function loadTransfer(link: string): Loaded<TransferDraft> {
  // `from-item` names item A, `to-item` item B.
  const named = withNames(link, { 'from-item': 'from', 'to-item': 'to' });
  const { names } = named;
  const read = readTransferTool(named.search);
  if (!read.state) {
    return {
      draft: DEFAULT_TRANSFER,
      fromLink: false,
      notices: nameNotices(named, read.notices),
      query: bare(link) ? null : transferQuery(draftToState(DEFAULT_TRANSFER)),
      names,
    };
  }
  const { draft, notices } = stateToDraft(read.state);
  return {
    draft,
    fromLink: true,
    notices: nameNotices(named, [...read.notices, ...notices]),
    query: transferQuery(draftToState(draft)),
    names,
  };
}

/** The link's state (see url-state-transfer.ts). */
export function draftToState(d: TransferDraft): TransferState {
  const state: TransferState = { rune: d.x, runestone: d.source === 'runestone', days: wholeNumber(d.days) ?? 0, crit: d.crit };
  if (d.action === 'swap') {
    if (d.y) state.swap = d.y;
    else state.mode = 'swap';
  }
  if (describedB(d)) state.to = toSpec(d.b);
  if (describedA(d)) state.from = toSpec(d.a);
  const level = wholeNumber(d.level);
  if (level !== undefined) state.level = level;
  if (d.rank) state.rank = d.rank;
  return state;
}

function holds(spec: ItemSpec | undefined, slug: string | undefined): boolean {
  return !!spec && !!slug && runesOn(fromSpec(spec)).includes(slug);
}

/**
 * The form from a link's state. Old links were often written "the wrong way round" (the receiving item holds
 * `rune` and not `swap`, although `rune` is the one that arrives); such a swap is read the way round that
 * fits the items, with a notice, so the link still shows what its author meant.
 */
export function stateToDraft(st: Partial<TransferState>): { draft: TransferDraft; notices: Notice[] } {
  const notices: Notice[] = [];
  let x = st.rune ?? DEFAULT_TRANSFER.x;
  let y = st.swap ?? '';
  if (st.swap && st.rune && holds(st.to, st.rune) && !holds(st.to, st.swap) && (!st.from || holds(st.from, st.swap))) {
    [x, y] = [y, x];
    notices.push({ kind: 'swapped', param: 'swap' });
  }
  const draft: TransferDraft = {
    action: st.swap || st.mode === 'swap' ? 'swap' : 'move',
    source: st.runestone ? 'runestone' : 'item',
    a: st.from ? fromSpec(st.from) : NO_ITEM,
    b: st.to ? fromSpec(st.to) : NO_ITEM,
    x,
    y,
    level: st.level !== undefined ? String(st.level) : '',
    rank: st.rank ?? '',
    days: st.days ? String(st.days) : '',
    crit: st.crit ?? false,
  };
  if (st.runestone && st.from) {
    // A runestone holds one rune and no item: the item A of the link is not used.
    notices.push({ kind: 'dropped', param: 'from' });
    draft.a = NO_ITEM;
  }
  return { draft, notices };
}
