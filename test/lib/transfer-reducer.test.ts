// The transfer estimator's form, event by event, without a DOM (src/lib/transfer-reducer.ts), and the options of
// its two rune selects (src/lib/transfer-options.ts).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickStrings } from '../../components/tools/pick-strings';
import { islandT } from '../../components/tools/strings';
import { toSpec, type ItemDraft } from '../../src/lib/item-draft';
import { loadTransfer } from '../../src/lib/tool-load-transfer';
import { DEFAULT_TRANSFER, NO_ITEM, heldRunes } from '../../src/lib/transfer-form';
import { xGroups, xGroupsKey, yGroups, yGroupsKey } from '../../src/lib/transfer-options';
import {
  INITIAL_TRANSFER_FORM,
  transferInputs,
  transferReducer,
  type Side,
  type TransferEvent,
  type TransferForm,
  type TransferLink,
} from '../../src/lib/transfer-reducer';
import { estimateTransfer } from '../../src/rules';
import { parseItemName } from '../../src/rules/read-name';
import { loadNameReader } from '../../src/lib/name-reader-load';

beforeAll(() => loadNameReader());

const warhammer = { ...NO_ITEM, base: 'warhammer', potency: 1, striking: 'greater-striking' };
const longsword = { ...NO_ITEM, base: 'longsword', potency: 1, striking: 'striking' };
const flamingLongsword = { ...NO_ITEM, base: 'longsword', potency: 1, property: ['flaming'] };

/** The reader edited an item's fields. */
const fields = (side: Side, item: ItemDraft): TransferEvent => ({ type: 'item', side, change: { kind: 'fields', item } });

/** The form after these events, from the island's first state. */
const after = (...events: (TransferEvent | TransferLink)[]): TransferForm => events.reduce(transferReducer, INITIAL_TRANSFER_FORM);
const fromLink = (link: string) => after({ type: 'link', loaded: loadTransfer(link) });

describe('the transfer form, event by event', () => {
  it('a bare address gives the first state the island renders (it skips reading it: url-sync.ts)', () => {
    expect(fromLink('')).toEqual(INITIAL_TRANSFER_FORM);
    expect(INITIAL_TRANSFER_FORM.draft).toEqual(DEFAULT_TRANSFER);
  });

  it('a link’s items are judged at once, its rune counts as chosen, and its notices are kept until an edit', () => {
    const form = fromLink('?rune=flaming&rank=grand');
    expect(form).toMatchObject({ ready: { a: true, b: true }, chose: true, xNotOnA: null });
    expect(form.draft.x).toBe('flaming');
    expect(form.notices).toEqual([{ kind: 'value', param: 'rank' }]);
    expect(transferReducer(form, { type: 'left', side: 'a' }).notices).toEqual(form.notices);
    for (const edit of [
      { type: 'crafter', patch: { level: '5' } },
      { type: 'x', rune: 'frost' },
      { type: 'y', rune: 'frost' },
      { type: 'action', action: 'swap' },
      { type: 'source', source: 'runestone' },
      fields('b', longsword),
    ] satisfies TransferEvent[]) {
      expect(transferReducer(form, edit).notices).toEqual([]);
    }
  });

  it('a link naming a rune its item A does not hold keeps it named, says so, and estimates nothing for it', () => {
    const form = fromLink('?rune=weapon-potency-1&from=longsword&from-potency=2&from-property=flaming,frost');
    expect(form.draft.x).toBe('weapon-potency-1');
    expect(form.xNotOnA).toBe('weapon-potency-1');
    const inputs = transferInputs(form);
    expect(inputs.whole).toBeNull();
    expect(inputs.judged).toBeNull();
    expect(inputs.lacking).toEqual(['x']);
    // the reader picks one of item A's runes: the note goes
    const picked = transferReducer(form, { type: 'x', rune: 'flaming' });
    expect(picked.xNotOnA).toBeNull();
    expect(transferInputs(picked).whole?.rune).toBe('flaming');
    // item A cleared, or a runestone chosen, holds the rune: it is estimated, and the note that it is not goes
    for (const edit of [fields('a', NO_ITEM), { type: 'source', source: 'runestone' }] satisfies TransferEvent[]) {
      const holds = transferReducer(form, edit);
      expect(transferInputs(holds).whole?.rune).toBe('weapon-potency-1');
      expect(holds.xNotOnA).toBeNull();
    }
  });

  it('move ↔ swap: the page’s example rune is dropped when a swap starts, the reader’s own choice is kept', () => {
    const example = { ...INITIAL_TRANSFER_FORM, draft: { ...DEFAULT_TRANSFER, x: 'flaming' } };
    expect(transferReducer(example, { type: 'action', action: 'swap' }).draft).toMatchObject({ action: 'swap', x: '' });
    const chosen = transferReducer(INITIAL_TRANSFER_FORM, { type: 'x', rune: 'flaming' });
    expect(chosen.chose).toBe(true);
    const swap = transferReducer(chosen, { type: 'action', action: 'swap' });
    expect(swap.draft).toMatchObject({ action: 'swap', x: 'flaming' });
    expect(transferInputs(swap).lacking).toEqual(['y']);
    // back to a move: the swap's rune stays in the form (for a second change of mind) but no longer counts
    const withY = transferReducer(swap, { type: 'y', rune: 'frost' });
    const move = transferReducer(withY, { type: 'action', action: 'move' });
    expect(move.draft).toMatchObject({ action: 'move', x: 'flaming', y: 'frost' });
    expect(transferInputs(move).whole?.swapWith).toBeUndefined();
    expect(transferInputs(withY).whole?.swapWith).toBe('frost');
  });

  it('item ↔ runestone: a runestone holds any rune; back to item A as described, a rune it lacks goes, said', () => {
    const a = after(fields('a', flamingLongsword), { type: 'x', rune: 'flaming' });
    const stone = transferReducer(a, { type: 'source', source: 'runestone' });
    expect(stone.draft).toMatchObject({ source: 'runestone', x: 'flaming', a: flamingLongsword });
    expect(transferInputs(stone).whole).toMatchObject({ rune: 'flaming', fromRunestone: true });
    expect(transferInputs(stone).whole?.from).toBeUndefined();
    // from the runestone, a rune item A does not hold; then back to item A
    const frost = transferReducer(stone, { type: 'x', rune: 'frost' });
    const back = transferReducer(frost, { type: 'source', source: 'item' });
    expect(back.draft).toMatchObject({ source: 'item', x: '' });
    expect(back.xNotOnA).toBe('frost');
    // a rune item A holds stays when the reader comes back
    expect(transferReducer(stone, { type: 'source', source: 'item' }).draft).toMatchObject({ source: 'item', x: 'flaming' });
    expect(transferReducer(stone, { type: 'source', source: 'item' }).xNotOnA).toBeNull();
    // item A left undescribed holds whatever rune is named
    const undescribed = after({ type: 'source', source: 'runestone' }, { type: 'x', rune: 'frost' }, { type: 'source', source: 'item' });
    expect(undescribed.draft.x).toBe('frost');
  });

  it('a change of item A that leaves out the rune chosen to move drops the choice and says so; one that keeps it does not', () => {
    const a = after(fields('a', flamingLongsword), { type: 'x', rune: 'flaming' });
    const chainMail = { ...NO_ITEM, base: 'chain-mail' };
    const changed = transferReducer(a, fields('a', chainMail));
    expect(changed.draft).toMatchObject({ x: '', a: chainMail });
    expect(changed.xNotOnA).toBe('flaming');
    expect(transferInputs(changed).lacking).toEqual(['x']);
    const kept = transferReducer(a, fields('a', { ...flamingLongsword, potency: 2 }));
    expect(kept.draft.x).toBe('flaming');
    expect(kept.xNotOnA).toBeNull();
    // a rune flaming can't go on (the armor's form left on it) is not on the item: the choice goes too
    const armorWithFlaming = { ...flamingLongsword, base: 'chain-mail' };
    expect(transferReducer(a, fields('a', armorWithFlaming)).draft.x).toBe('');
    // a change of item B never drops X
    expect(transferReducer(a, fields('b', chainMail)).draft.x).toBe('flaming');
  });

  it('an item is judged once the reader has chosen more than its base item, or left its fieldset', () => {
    const base = after(fields('b', { ...NO_ITEM, base: 'longsword' }));
    expect(base.ready).toEqual({ a: false, b: false });
    const runes = transferReducer(base, fields('b', { ...NO_ITEM, base: 'longsword', potency: 1 }));
    expect(runes.ready).toEqual({ a: false, b: true });
    // another base item chosen over one already there: the reader is describing it
    expect(transferReducer(base, fields('b', { ...NO_ITEM, base: 'dagger' })).ready.b).toBe(true);
    const left = transferReducer(base, { type: 'left', side: 'b' });
    expect(left.ready).toEqual({ a: false, b: true });
    expect(transferReducer(left, { type: 'left', side: 'b' })).toBe(left);
    // what is listed waits for readiness; the figures use every described item
    const moving = transferReducer(base, { type: 'x', rune: 'flaming' });
    expect(transferInputs(moving).judged?.to).toBeUndefined();
    expect(transferInputs(moving).whole?.to).toEqual(toSpec({ ...NO_ITEM, base: 'longsword' }));
    expect(transferInputs(transferReducer(moving, { type: 'left', side: 'b' })).judged?.to).toEqual(
      toSpec({ ...NO_ITEM, base: 'longsword' }),
    );
  });

  it('the natural swap, entered field by field, is the rules’ swap of X from A to B and Y from B to A', () => {
    const form = after(
      { type: 'action', action: 'swap' },
      fields('a', warhammer),
      fields('b', longsword),
      { type: 'x', rune: 'greater-striking' },
      { type: 'y', rune: 'striking' },
      { type: 'crafter', patch: { level: '12', rank: 'master', days: '2', crit: true } },
      // (the items came whole, as from their name fields: they are judged once the reader leaves them)
      { type: 'left', side: 'a' },
      { type: 'left', side: 'b' },
    );
    const { judged, whole, lacking } = transferInputs(form);
    expect(lacking).toEqual([]);
    expect(judged).toEqual(whole);
    expect(whole).toEqual({
      rune: 'greater-striking',
      swapWith: 'striking',
      fromRunestone: false,
      criticalSuccess: true,
      from: toSpec(warhammer),
      to: toSpec(longsword),
      crafterLevel: 12,
      proficiency: 'master',
      extraDays: 2,
    });
    expect(estimateTransfer(whole!).problems).toEqual([]);
  });

  it('an item’s name field: text that reads as an item puts it on the form; an edit of its fields shows its own name', () => {
    const reading = parseItemName('+1 striking flaming longsword');
    const typed = after(
      { type: 'x', rune: 'flaming' },
      { type: 'item', side: 'a', change: { kind: 'typed', text: '+1 striking flaming longsword', reading } },
    );
    expect(typed.typed).toEqual({ a: '+1 striking flaming longsword', b: '' });
    expect(typed.draft.a).toMatchObject({ base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'] });
    expect(typed.draft.x).toBe('flaming');
    // the name read as a whole item: still being typed, so not yet judged (until the reader leaves the fieldset)
    expect(typed.ready.a).toBe(false);
    // text that reads as nothing yet (or before the reader arrives) changes the field alone
    const partial = transferReducer(typed, { type: 'item', side: 'a', change: { kind: 'typed', text: '+1 str', reading: null } });
    expect(partial.draft).toBe(typed.draft);
    expect(partial.typed.a).toBe('+1 str');
    // a new name without flaming drops the rune to move, as any change of item A does
    const frost = transferReducer(typed, {
      type: 'item',
      side: 'a',
      change: { kind: 'typed', text: '+1 frost dagger', reading: parseItemName('+1 frost dagger') },
    });
    expect(frost.draft).toMatchObject({ x: '', a: { base: 'dagger' } });
    expect(frost.xNotOnA).toBe('flaming');
    // the fields edited: the name field shows the item's name again
    const edited = transferReducer(typed, fields('a', { ...typed.draft.a, potency: 2 }));
    expect(edited.typed.a).toBeNull();
    // another grade for the material the name read: the item takes it, the field shows its name
    const graded = transferReducer(typed, { type: 'item', side: 'b', change: { kind: 'grade', grade: 'standard' } });
    expect(graded.draft.b.grade).toBe('standard');
    expect(graded.typed).toEqual({ a: '+1 striking flaming longsword', b: null });
  });

  it('a link’s item names go into their fields, each on its side', () => {
    const form = fromLink('?from-item=%2B1%20flaming%20longsword&rune=flaming');
    expect(form.typed).toEqual({ a: '+1 flaming longsword', b: '' });
    expect(form.draft.a).toMatchObject({ base: 'longsword', potency: 1, property: ['flaming'] });
  });

  it('the crafter’s fields change only themselves', () => {
    const form = after(
      { type: 'x', rune: 'flaming' },
      { type: 'crafter', patch: { level: '7' } },
      { type: 'crafter', patch: { rank: 'expert' } },
    );
    expect(form.draft).toEqual({ ...DEFAULT_TRANSFER, x: 'flaming', level: '7', rank: 'expert' });
    expect(after({ type: 'crafter', patch: { days: '3', crit: true } }).draft).toMatchObject({ days: '3', crit: true, level: '' });
  });

  it('property: whatever the reader does, nothing is estimated for a rune item A does not hold, and a note about one means none is', () => {
    const items = fc.constantFrom(NO_ITEM, warhammer, longsword, flamingLongsword, { ...NO_ITEM, base: 'chain-mail', potency: 1 });
    const rune = fc.constantFrom('', 'flaming', 'frost', 'striking', 'greater-striking', 'weapon-potency-1');
    const event: fc.Arbitrary<TransferEvent> = fc.oneof(
      fc.record({ type: fc.constant('action' as const), action: fc.constantFrom('move' as const, 'swap' as const) }),
      fc.record({ type: fc.constant('source' as const), source: fc.constantFrom('item' as const, 'runestone' as const) }),
      fc.tuple(fc.constantFrom('a' as const, 'b' as const), items).map(([side, item]) => fields(side, item)),
      fc.record({ type: fc.constant('left' as const), side: fc.constantFrom('a' as const, 'b' as const) }),
      fc.record({ type: fc.constant('x' as const), rune }),
      fc.record({ type: fc.constant('y' as const), rune }),
      fc.record({ type: fc.constant('crafter' as const), patch: fc.record({ level: fc.constantFrom('', '9') }) }),
    );
    const link = fc.constantFrom('', '?rune=flaming', '?rune=weapon-potency-1&from=longsword&from-potency=2&from-property=flaming');
    fc.assert(
      fc.property(link, fc.array(event, { maxLength: 12 }), (start, events) => {
        const form = events.reduce(transferReducer, fromLink(start));
        const { whole, lacking } = transferInputs(form);
        if (whole?.from && !whole.fromRunestone) expect(heldRunes(form.draft.a)).toContain(whole.rune);
        if (form.xNotOnA !== null) expect(lacking).toContain('x');
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});

describe('the options of the rune selects', () => {
  const t = islandT('en', pickStrings('en', ['tools', 'field', 'transfer']));
  const labels = (groups: { label: string; options: { value: string; disabled: boolean }[] }[]) =>
    groups.map((g) => [g.label, g.options.map((o) => o.value + (o.disabled ? ' (disabled)' : ''))]);

  it('X: the runes on a described item A, and a chosen one not on it kept visible apart', () => {
    const d = { ...DEFAULT_TRANSFER, a: warhammer, x: 'flaming' };
    expect(labels(xGroups(d, 'en', t))).toEqual([
      ['Runes on item A', ['weapon-potency-1', 'greater-striking']],
      ['Not on item A', ['flaming']],
    ]);
  });

  it('X from a runestone or an undescribed item A: every rune, grouped by what it goes on, item B’s kind first', () => {
    for (const d of [DEFAULT_TRANSFER, { ...DEFAULT_TRANSFER, a: warhammer, source: 'runestone' as const }]) {
      const groups = xGroups({ ...d, b: { ...NO_ITEM, base: 'chain-mail' } }, 'en', t);
      expect(groups[0]!.label).toBe(t('tools.runesFor.armor'));
      expect(groups.flatMap((g) => g.options).length).toBeGreaterThan(100);
      expect(groups.flatMap((g) => g.options).every((o) => !o.disabled)).toBe(true);
    }
  });

  it('Y: every rune but X, a rune of the other form disabled with the reason; on a described item B, its runes', () => {
    const d = { ...DEFAULT_TRANSFER, action: 'swap' as const, x: 'flaming' };
    const options = yGroups(d, 'en', t).flatMap((g) => g.options);
    expect(options.some((o) => o.value === 'flaming')).toBe(false);
    expect(options.find((o) => o.value === 'frost')?.disabled).toBe(false);
    expect(options.find((o) => o.value === 'striking')).toMatchObject({
      disabled: true,
      label: expect.stringContaining('not the same form'),
    });
    expect(labels(yGroups({ ...d, x: 'greater-striking', b: longsword }, 'en', t))).toEqual([
      ['Runes on item B', ['weapon-potency-1', 'striking']],
    ]);
  });

  it('a list’s key changes with what the list is made of, and only then', () => {
    const d = { ...DEFAULT_TRANSFER, a: warhammer, x: 'greater-striking' };
    expect(xGroupsKey({ ...d, level: '9', y: 'frost' }, 'en')).toBe(xGroupsKey(d, 'en'));
    expect(xGroupsKey({ ...d, x: 'weapon-potency-1' }, 'en')).not.toBe(xGroupsKey(d, 'en'));
    expect(xGroupsKey(d, 'ja')).not.toBe(xGroupsKey(d, 'en'));
    // from a runestone, item A's description makes no difference
    const stone = { ...d, source: 'runestone' as const };
    expect(xGroupsKey({ ...stone, a: longsword }, 'en')).toBe(xGroupsKey(stone, 'en'));
    expect(yGroupsKey({ ...d, level: '9', a: longsword }, 'en')).toBe(yGroupsKey(d, 'en'));
    expect(yGroupsKey({ ...d, x: 'flaming' }, 'en')).not.toBe(yGroupsKey(d, 'en'));
  });
});
