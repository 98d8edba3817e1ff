// The transfer estimator's rune lists are built when a select shows them and kept while nothing they are made of
// changes (issue 24, main thread): a keystroke elsewhere in the form does not build every rune's option again.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import TransferEstimator from '../../components/tools/TransferEstimator';
import { pickStrings } from '../../components/tools/pick-strings';
import type { TransferKey } from '../../components/tools/strings';
import { runeGroups } from '../../src/lib/rune-options';

vi.mock('../../src/lib/rune-options', async (actual) => {
  const real = await actual<typeof import('../../src/lib/rune-options')>();
  return { ...real, runeGroups: vi.fn(real.runeGroups) };
});

afterEach(cleanup);

it('builds the list of every rune once while the reader edits other fields', () => {
  window.history.replaceState(null, '', '/en/tools/transfer/');
  render(<TransferEstimator lang="en" strings={pickStrings<TransferKey>('en', ['tools', 'field', 'transfer'])} />);
  const x = screen.getByLabelText('Rune of item A that moves to B') as HTMLSelectElement;
  expect(x.options.length).toBeGreaterThan(100);
  const built = vi.mocked(runeGroups).mock.calls.length;
  const level = document.getElementById('transfer-level') as HTMLInputElement;
  for (const value of ['3', '4', '5']) fireEvent.input(level, { target: { value } });
  expect(level.value).toBe('5');
  expect(vi.mocked(runeGroups).mock.calls.length).toBe(built);
  // A change of what the list is made of (here the chosen rune) builds it again.
  fireEvent.change(x, { target: { value: 'flaming' } });
  expect(x.value).toBe('flaming');
  expect(vi.mocked(runeGroups).mock.calls.length).toBeGreaterThan(built);
});
