// At a bare address the calculators skip their load function when they hydrate (components/tools/url-sync.ts):
// they already start in the state it would give. This holds that promise: loading '' (and '?') gives each island's
// first state, no notice, no names, and leaves the address alone. An island whose first state drifted from its
// loader would otherwise show the wrong item at its bare address with no test failing.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ITEM } from '../../src/lib/item-draft';
import { bare } from '../../src/lib/link-load';
import { loadItem } from '../../src/lib/tool-load-item';
import { DEFAULT_TARGET } from '../../src/lib/level-form';
import { loadLevel } from '../../src/lib/tool-load-level';
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

describe('tool-early.js marks the page tool-early exactly when the address is bare, tool-link otherwise', () => {
  // The classic script restates bare() (it imports nothing): run it against stand-ins for location and document.
  const script = readFileSync(fileURLToPath(new URL('../../components/tools/tool-early.js', import.meta.url)), 'utf8');
  for (const search of ['', '?', '?base=longsword', '?q=flaming', '?&']) {
    it(JSON.stringify(search), () => {
      const classes = new Set<string>();
      const document = { documentElement: { classList: { add: (c: string) => classes.add(c) } } };
      new Function('location', 'document', script)({ search }, document);
      expect(classes.has('tool-early')).toBe(bare(search));
      expect(classes.has('tool-link')).toBe(!bare(search));
    });
  }
});
