// The item builder's form as a reducer (src/lib/item-form.ts) and the item side every calculator's form is made of
// (src/lib/item-side.ts): what the reader did → the next state, without a DOM.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ITEM, fromSpec } from '../../src/lib/item-draft';
import { ITEM_FORM, itemForm, type ItemForm } from '../../src/lib/item-form';
import { changeSide, draftOfReading, sideOf, unreadWords } from '../../src/lib/item-side';
import { loadItem } from '../../src/lib/tool-load-item';
import { loadNameReader, nameReader } from '../../src/lib/name-reader-load';
import type { ItemNameReading } from '../../src/rules/read-name';

let read: (text: string) => ItemNameReading;
beforeAll(async () => {
  await loadNameReader();
  read = nameReader()!;
});

const typed = (state: ItemForm, text: string) => itemForm(state, { type: 'item', change: { kind: 'typed', text, reading: read(text) } });
const linked = (search: string) => itemForm(ITEM_FORM, { type: 'link', loaded: loadItem(search) });

describe('the item side', () => {
  it('a typed name puts its item on the form and keeps the text; a name that reads as nothing leaves the item', () => {
    const side = sideOf(DEFAULT_ITEM);
    const mace = changeSide(side, { kind: 'typed', text: '+1 flaming mace', reading: read('+1 flaming mace') });
    expect(mace).toEqual({ typed: '+1 flaming mace', item: fromSpec({ base: 'mace', potency: 1, property: ['flaming'] }) });
    expect(changeSide(side, { kind: 'typed', text: 'zzz', reading: read('zzz') })).toEqual({ typed: 'zzz', item: null });
    // the reader not in yet: the text is kept, the item waits
    expect(changeSide(side, { kind: 'typed', text: '+1 mace', reading: null })).toEqual({ typed: '+1 mace', item: null });
  });

  it('runes without a base item go on the item the form shows', () => {
    const item = draftOfReading(read('+2 greater striking'), DEFAULT_ITEM);
    expect(item).toEqual(fromSpec({ base: 'longsword', potency: 2, striking: 'greater-striking' }));
    expect(draftOfReading(read('+2 greater striking'), { ...DEFAULT_ITEM, base: '' })).toBeNull();
  });

  it('an edit of the fields or a grade chosen: the field shows the item’s own name again', () => {
    const side = { item: DEFAULT_ITEM, typed: 'longsword' };
    expect(changeSide(side, { kind: 'fields', item: { ...DEFAULT_ITEM, potency: 2 } })).toEqual({
      typed: null,
      item: { ...DEFAULT_ITEM, potency: 2 },
    });
    expect(changeSide(side, { kind: 'grade', grade: 'high' })).toEqual({ typed: null, item: { ...DEFAULT_ITEM, grade: 'high' } });
  });

  it('unread words count only while something is typed and read', () => {
    const reading = read('+1 zorbly longsword');
    expect(unreadWords({ typed: '+1 zorbly longsword', reading })).toEqual(reading.unread);
    expect(reading.unread.length).toBeGreaterThan(0);
    expect(unreadWords({ typed: null, reading }, { typed: '  ', reading })).toEqual([]);
  });
});

describe('the item builder’s form', () => {
  it('starts on the default item with an empty name field and no notices', () => {
    expect(ITEM_FORM).toEqual({ item: { item: DEFAULT_ITEM, typed: '' }, notices: [] });
  });

  it('a link puts its item, its notices and its name on the form', () => {
    const state = linked('?item=%2B1%20frost%20dagger&potency=2');
    expect(state.item.item).toEqual(fromSpec({ base: 'dagger', potency: 2, property: ['frost'] }));
    expect(state.item.typed).toBe('+1 frost dagger');
    expect(state.notices).toEqual([{ kind: 'contradicts', param: 'potency', other: 'item' }]);
  });

  it('an edit replaces the link: its notices go; typing that reads as nothing keeps them', () => {
    const state = linked('?base=longsword&potency=9');
    expect(state.notices.length).toBeGreaterThan(0);
    expect(typed(state, 'zzz').notices).toEqual(state.notices);
    expect(typed(state, '+1 mace').notices).toEqual([]);
    const edited = itemForm(state, { type: 'item', change: { kind: 'fields', item: { ...state.item.item, potency: 1 } } });
    expect(edited.notices).toEqual([]);
    expect(edited.item.typed).toBeNull();
  });

  it('a link without a name leaves what the field holds', () => {
    const state = typed(ITEM_FORM, '+1 mace');
    expect(itemForm(state, { type: 'link', loaded: loadItem('?base=dagger') }).item.typed).toBe('+1 mace');
  });
});
