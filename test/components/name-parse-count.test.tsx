// A keystroke in a name field parses the name once: the handler reads it to fill the form, and the render after it
// shows the same reading (shell/name-reading.ts); other renders of the island (a select changed) parse nothing.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuilderKey, LevelKey } from '../../components/tools/strings';

// The reader, counting its calls. The test files of a worker share their modules (isolate: false), and another file
// may have loaded the reader already: this one takes fresh copies of the calculators, the loader and the reader.
const parses = { count: 0 };
let islands: {
  ItemBuilder: typeof import('../../components/tools/ItemBuilder').default;
  LevelCalculator: typeof import('../../components/tools/LevelCalculator').default;
  pickStrings: typeof import('../../components/tools/pick-strings').pickStrings;
};
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('../../src/lib/name-reader', async (importOriginal) => {
    const real = await importOriginal<typeof import('../../src/lib/name-reader')>();
    return { ...real, parseItemName: (text: string) => (parses.count++, real.parseItemName(text)) };
  });
  const loader = await import('../../src/lib/name-reader-load');
  await loader.loadNameReader();
  islands = {
    ItemBuilder: (await import('../../components/tools/ItemBuilder')).default,
    LevelCalculator: (await import('../../components/tools/LevelCalculator')).default,
    pickStrings: (await import('../../components/tools/pick-strings')).pickStrings,
  };
});
beforeEach(() => {
  window.history.replaceState(null, '', '/en/tools/item/');
  parses.count = 0;
});
afterEach(cleanup);
afterAll(() => vi.doUnmock('../../src/lib/name-reader'));

const type = (label: string, text: string) => fireEvent.input(screen.getByLabelText(label), { target: { value: text } });

describe('a name is parsed once a keystroke', () => {
  it('in the item builder, and not at all when a field is changed', () => {
    const { ItemBuilder, pickStrings } = islands;
    render(<ItemBuilder lang="en" strings={pickStrings<BuilderKey>('en', ['tools', 'field', 'builder'])} />);
    parses.count = 0;
    type('Item name', '+1 f');
    type('Item name', '+1 flaming mace');
    expect(parses.count).toBe(2);
    expect((screen.getByLabelText('Base item') as HTMLSelectElement).value).toBe('mace');
    fireEvent.click(screen.getByLabelText('Specific magic item (its property runes are fixed)'));
    expect(parses.count).toBe(2);
  });

  it('in the level calculator, each field its own text only', () => {
    const { LevelCalculator, pickStrings } = islands;
    render(<LevelCalculator lang="en" strings={pickStrings<LevelKey>('en', ['tools', 'field', 'level'])} />);
    parses.count = 0;
    type('Item name', '+1 striking mace');
    type('Target item’s name', '+2 striking');
    expect(parses.count).toBe(2);
  });
});
