// In the transfer estimator, a keystroke in an item's name field parses that name once (the handler reads it, the
// render after it shows the same reading: shell/name-reading.ts), and an edit elsewhere in the form parses nothing,
// though the island holds two name fields.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { pickStrings } from '../../components/tools/pick-strings';
import type { TransferKey } from '../../components/tools/strings';

// The unit and component projects share one module registry between files (isolate: false in vitest.config.ts), and
// another file counts the parses of the same module: the estimator and its name reader are imported afresh, after
// this file's mock is in place (as transfer-lists.test.tsx does).
async function withCountedParses() {
  const parses = { count: 0 };
  vi.resetModules();
  vi.doMock('../../src/lib/name-reader', async (actual) => {
    const real = await actual<typeof import('../../src/lib/name-reader')>();
    return { ...real, parseItemName: (text: string) => (parses.count++, real.parseItemName(text)) };
  });
  // The fresh registry has no runes yet: load the whole catalogue again, as test/support/all-runes.ts does.
  await import('../support/all-runes');
  const { loadNameReader } = await import('../../src/lib/name-reader-load');
  await loadNameReader();
  const { default: TransferEstimator } = await import('../../components/tools/TransferEstimator');
  return { TransferEstimator, parses };
}

afterEach(() => {
  cleanup();
  vi.doUnmock('../../src/lib/name-reader');
  vi.resetModules();
});

const type = (label: string, text: string) => fireEvent.input(screen.getByLabelText(label), { target: { value: text } });

it('parses each name field’s text once a keystroke, and nothing when another field changes', async () => {
  const { TransferEstimator, parses } = await withCountedParses();
  window.history.replaceState(null, '', '/en/tools/transfer/');
  render(<TransferEstimator lang="en" strings={pickStrings<TransferKey>('en', ['tools', 'field', 'transfer'])} />);
  parses.count = 0;
  type('Item A’s name', '+1 f');
  type('Item A’s name', '+1 flaming longsword');
  expect(parses.count).toBe(2);
  const a = screen.getByRole('group', { name: 'Item A: where the rune comes from' });
  expect((within(a).getByLabelText('Base item') as HTMLSelectElement).value).toBe('longsword');
  type('Item B’s name', '+1 striking mace');
  expect(parses.count).toBe(3);
  fireEvent.input(document.getElementById('transfer-level')!, { target: { value: '7' } });
  fireEvent.click(screen.getByLabelText('Swap a rune of item A with a rune of item B'));
  expect(parses.count).toBe(3);
});
