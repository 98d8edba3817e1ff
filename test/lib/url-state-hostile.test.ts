// Generated hostile addresses for each calculator: at least 300 per calculator. For each,
// what the calculator does on load (src/lib/tool-load.ts, the same functions the islands call) must:
// - never throw, and never put anything but plain slugs, digits and separators in the address;
// - leave an address that is clean: loading it again gives the same state, the same address and no notice;
// - drop, clamp or reinterpret nothing silently: every parameter of the link is either one of the site's own
//   (`q`, the rune index's filters), or reported by a notice naming it, or kept in the address as given, or
//   used (the state differs without it: `potency=0` next to a base item), or a value that restates what is
//   in effect anyway (`crit=0`, `striking=none`, a target equal to the current rune, `mode=swap` next to `swap`);
// - name parameters in notices only when the name is a plain word, and only parameters the link has.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { namedParams, type Loaded } from '../../src/lib/tool-load';
import { loadItem } from '../../src/lib/tool-load-item';
import { loadLevel } from '../../src/lib/tool-load-level';
import { loadTransfer } from '../../src/lib/tool-load-transfer';
import { loadPlanner } from '../../src/lib/tool-load-planner';
import { ITEM_KEYS, SITE_KEYS } from '../../src/lib/url-state';
import { LEVEL_KEYS } from '../../src/lib/url-state-level';
import { TRANSFER_KEYS } from '../../src/lib/url-state-transfer';
import { PLANNER_KEYS } from '../../src/lib/url-state-planner';
import { hostileQueries } from '../support/hostile-links';

const RUNS = 400;
const counts: Record<string, { loads: number; withNotice: number; notices: number }> = {};

const SAFE_PARAM = /^[a-z0-9_-]{1,24}$/i;
const CLEAN_QUERY = /^[a-z0-9=&,%-]*$/i;

function without(search: string, key: string): string {
  const p = new URLSearchParams(search);
  p.delete(key);
  return p.toString();
}

function checkLoad<D>(tool: string, load: (search: string) => Loaded<D>, search: string): void {
  const c = (counts[tool] ??= { loads: 0, withNotice: 0, notices: 0 });
  const loaded = load(search);
  c.loads++;
  c.notices += loaded.notices.length;
  if (loaded.notices.length > 0) c.withNotice++;

  // Notices name a parameter only when its name is a plain word, and only one the link has (runes without their
  // item name the item parameter they lack).
  const given = new URLSearchParams(search);
  for (const n of loaded.notices) {
    expect(n.param === '' || SAFE_PARAM.test(n.param), `${tool} ${search}`).toBe(true);
    if (n.param !== '' && n.kind !== 'missing') expect(given.has(n.param), `${tool} ${search}: ${JSON.stringify(n)}`).toBe(true);
  }

  // The address afterwards: plain, and clean (a fixed point with no notice).
  const out = loaded.query ?? '';
  // The planner's gold is an amount of gp, which may have a decimal point (`gold=12.5`).
  expect(out, `${tool} ${search}`).toMatch(tool === 'planner' ? /^[a-z0-9=&,%.-]*$/i : CLEAN_QUERY);
  if (loaded.query !== null && loaded.query !== '') {
    const again = load(`?${loaded.query}`);
    expect(again.query, `${tool} ${search}`).toBe(loaded.query);
    expect(again.notices, `${tool} ${search} → ${loaded.query}`).toEqual([]);
    expect(again.draft, `${tool} ${search}`).toEqual(loaded.draft);
  }

  // Nothing dropped silently.
  const p = new URLSearchParams(search);
  const kept = new URLSearchParams(out);
  // A notice about an item (`to`, `from`) covers the runes given for it (`to-potency` ...).
  const item = (key: string) => /^(to|from)-/.exec(key)?.[1];
  const noticed = (key: string) =>
    loaded.notices.some(
      (n) => n.param === key || (n.param === '' && !SAFE_PARAM.test(key)) || (tool === 'transfer' && n.param === item(key)),
    );
  for (const key of new Set(p.keys())) {
    if (SITE_KEYS.includes(key) || noticed(key)) continue;
    // The planner's `item` is one item each time it is given: every one is kept, in order (read as typed: a bare `+`
    // before a digit is the plus of "+1", tool-load.ts).
    if (tool === 'planner' && key === 'item') {
      expect(kept.getAll(key), `${tool} ${search}`).toEqual(namedParams(search).getAll(key));
      continue;
    }
    expect(p.getAll(key).length, `${tool} ${search}: repeated “${key}” without a notice`).toBe(1);
    const v = p.get(key)!;
    if (kept.get(key) === v) continue;
    const other = load(`?${without(search, key)}`);
    const used = JSON.stringify(other.draft) !== JSON.stringify(loaded.draft);
    if (used) continue;
    // Ignored without a notice: only a value that restates what is in effect anyway.
    const restates =
      ['0', 'none', 'move'].includes(v) ||
      (key === 'mode' && v === 'swap' && kept.has('swap')) ||
      (tool === 'level' && key.startsWith('to-') && kept.get(key.slice(3)) === v);
    expect(restates, `${tool} ${search}: “${key}” ignored silently`).toBe(true);
  }
}

describe('hostile links (generated)', () => {
  afterAll(() => {
    // How many addresses of each kind were tried, so a run shows the sweep is not empty.
    console.log(
      Object.entries(counts)
        .map(([tool, c]) => `${tool}: ${c.loads} loads, ${c.withNotice} with a notice, ${c.notices} notices`)
        .join('\n'),
    );
  });

  it(`the item builder: ${RUNS} generated links`, () => {
    fc.assert(
      fc.property(hostileQueries(ITEM_KEYS), (q) => checkLoad('item', loadItem, q)),
      { numRuns: RUNS, seed: 11 },
    );
  });

  it(`the level calculator: ${RUNS} generated links`, () => {
    fc.assert(
      fc.property(hostileQueries(LEVEL_KEYS), (q) => checkLoad('level', loadLevel, q)),
      { numRuns: RUNS, seed: 12 },
    );
  });

  it(`the transfer estimator: ${RUNS} generated links`, () => {
    fc.assert(
      fc.property(hostileQueries(TRANSFER_KEYS), (q) => checkLoad('transfer', loadTransfer, q)),
      { numRuns: RUNS, seed: 13 },
    );
  });

  it(`the planner: ${RUNS} generated links`, () => {
    fc.assert(
      fc.property(hostileQueries(PLANNER_KEYS), (q) => checkLoad('planner', loadPlanner, q)),
      { numRuns: RUNS, seed: 14 },
    );
  });

  it('reads repeated keys, empty values, a list of only separators and the site’s own q without a fault', () => {
    expect(loadItem('?base=longsword&potency=1&potency=99').notices).toEqual([{ kind: 'repeated', param: 'potency' }]);
    expect(loadItem('?base=longsword&potency=1&potency=99').query).toBe('base=longsword&potency=1');
    expect(loadItem('?base=longsword&potency=').notices).toEqual([{ kind: 'empty', param: 'potency' }]);
    const commas = loadItem('?base=longsword&potency=2&property=,,,');
    expect(commas.notices).toEqual([{ kind: 'value', param: 'property' }]);
    expect(commas.query).toBe('base=longsword&potency=2');
    expect(loadItem('?q=flaming').notices).toEqual([]);
    expect(loadTransfer('?q=x&text=fire&sort=level&dir=desc').notices).toEqual([]);
    // the level calculator rewrites an address whose state is the default (hostile parameters removed)
    expect(loadLevel('?evil=%3Cb%3E').query).toBe('base=longsword&potency=1&striking=striking&to-potency=2');
    expect(loadLevel('?evil=%3Cb%3E').notices).toEqual([{ kind: 'param', param: 'evil' }]);
    // a number in another form is read, with a notice
    expect(loadTransfer('?rune=flaming&level=07').notices).toEqual([{ kind: 'normalized', param: 'level' }]);
  });
});
