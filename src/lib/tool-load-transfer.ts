// The transfer estimator's address on load (see tool-load.ts).
import { bare, nameNotices, withNames, type Loaded } from './tool-load';
import { DEFAULT_TRANSFER, draftToState, stateToDraft, type TransferDraft } from './transfer-form';
import { readTransferTool, transferQuery } from './url-state-transfer';

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
