// In the transfer estimator, a keystroke in an item's name field parses that name once (the handler reads it, the
// render after it shows the same reading: shell/name-reading.ts), and an edit elsewhere in the form parses nothing,
// though the island holds two name fields.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import TransferEstimator from '../../components/tools/TransferEstimator';
import { pickStrings } from '../../components/tools/pick-strings';
import type { TransferKey } from '../../components/tools/strings';
import { loadNameReader } from '../../src/lib/name-reader-load';

const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/lib/name-reader', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/name-reader')>();
  return { ...real, parseItemName: (text: string) => (parses.count++, real.parseItemName(text)) };
});

beforeAll(() => loadNameReader());
beforeEach(() => {
  window.history.replaceState(null, '', '/en/tools/transfer/');
  parses.count = 0;
});
afterEach(cleanup);

const type = (label: string, text: string) => fireEvent.input(screen.getByLabelText(label), { target: { value: text } });

it('parses each name field’s text once a keystroke, and nothing when another field changes', () => {
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
