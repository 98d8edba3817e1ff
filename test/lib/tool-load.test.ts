// At a bare address the calculators skip their load function when they hydrate (components/tools/url-sync.ts):
// they already start in the state it would give. This holds that promise: loading '' (and '?') gives each island's
// first state, no notice, no names, and leaves the address alone. An island whose first state drifted from its
// loader would otherwise show the wrong item at its bare address with no test failing.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ITEM } from '../../src/lib/item-draft';
import { loadItem } from '../../src/lib/tool-load-item';
import { DEFAULT_TARGET, loadLevel } from '../../src/lib/tool-load-level';
import { loadTransfer } from '../../src/lib/tool-load-transfer';
import { DEFAULT_TRANSFER } from '../../src/lib/transfer-form';
import '../../src/rules/all-runes';

describe('a bare address loads the state each calculator starts in', () => {
  for (const link of ['', '?']) {
    it(`item builder (${JSON.stringify(link)})`, () => {
      expect(loadItem(link)).toEqual({ draft: DEFAULT_ITEM, fromLink: false, notices: [], query: null, names: {} });
    });

    it(`level calculator (${JSON.stringify(link)})`, () => {
      expect(loadLevel(link)).toEqual({
        draft: { current: DEFAULT_ITEM, target: DEFAULT_TARGET },
        fromLink: false,
        notices: [],
        query: null,
        names: {},
      });
    });

    it(`transfer estimator (${JSON.stringify(link)})`, () => {
      const loaded = loadTransfer(link);
      expect(loaded).toEqual({ draft: DEFAULT_TRANSFER, fromLink: false, notices: [], query: null, names: {} });
      // no rune to move is named, so there is no note about one that item A lacks (the island's xNote starts null)
      expect(loaded.draft.x).toBe('');
    });
  }
});
