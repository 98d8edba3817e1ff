// A keystroke in a name field parses the name once: the handler reads it to fill the form, and the render after it
// shows the same reading (shell/name-reading.ts); other renders of the island (a select changed) parse nothing.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ItemBuilder from '../../components/tools/ItemBuilder';
import LevelCalculator from '../../components/tools/LevelCalculator';
import { pickStrings } from '../../components/tools/pick-strings';
import type { BuilderKey, LevelKey } from '../../components/tools/strings';
import { loadNameReader } from '../../src/lib/name-reader-load';

const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/lib/name-reader', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/name-reader')>();
  return { ...real, parseItemName: (text: string) => (parses.count++, real.parseItemName(text)) };
});

beforeAll(() => loadNameReader());
beforeEach(() => {
  window.history.replaceState(null, '', '/en/tools/item/');
  parses.count = 0;
});
afterEach(cleanup);

const type = (label: string, text: string) => fireEvent.input(screen.getByLabelText(label), { target: { value: text } });

describe('a name is parsed once a keystroke', () => {
  it('in the item builder, and not at all when a field is changed', () => {
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
    render(<LevelCalculator lang="en" strings={pickStrings<LevelKey>('en', ['tools', 'field', 'level'])} />);
    parses.count = 0;
    type('Item name', '+1 striking mace');
    type('Target item’s name', '+2 striking');
    expect(parses.count).toBe(2);
  });
});
