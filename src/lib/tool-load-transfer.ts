// The transfer estimator's address on load (see tool-load.ts).
import { bare, type Loaded } from './tool-load';
import { DEFAULT_TRANSFER, draftToState, stateToDraft, type TransferDraft } from './transfer-form';
import { readTransferTool, transferQuery } from './url-state-transfer';

export function loadTransfer(search: string): Loaded<TransferDraft> {
  const read = readTransferTool(search);
  if (!read.state) {
    return { draft: DEFAULT_TRANSFER, fromLink: false, notices: read.notices, query: bare(search) ? null : transferQuery(draftToState(DEFAULT_TRANSFER)) };
  }
  const { draft, notices } = stateToDraft(read.state);
  return { draft, fromLink: true, notices: [...read.notices, ...notices], query: transferQuery(draftToState(draft)) };
}

