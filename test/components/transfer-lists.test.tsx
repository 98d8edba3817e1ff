// The transfer estimator's rune lists are built when a select shows them and kept while nothing they are made of
// changes (a short main-thread task): a keystroke elsewhere in the form does not build every rune's option again.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { pickStrings } from '../../components/tools/pick-strings';
import type { TransferKey } from '../../components/tools/strings';

afterEach(cleanup);

// The unit and component projects share one module registry between files (isolate: false in vitest.config.ts), so
// rune-options may already be loaded unmocked: the estimator is imported afresh, after the mock is in place.
async function withCountedLists() {
  vi.resetModules();
  vi.doMock('../../src/lib/rune-options', async (actual) => {
    const real = await actual<typeof import('../../src/lib/rune-options')>();
    return { ...real, runeGroups: vi.fn(real.runeGroups) };
  });
  // The fresh registry has no runes yet: load the whole catalogue again, as test/support/all-runes.ts does.
  await import('../support/all-runes');
  const { default: TransferEstimator } = await import('../../components/tools/TransferEstimator');
  const { runeGroups } = await import('../../src/lib/rune-options');
  return { TransferEstimator, calls: () => vi.mocked(runeGroups).mock.calls.length };
}

afterEach(() => {
  vi.doUnmock('../../src/lib/rune-options');
  vi.resetModules();
});

it('builds the list of every rune once while the reader edits other fields', async () => {
  const { TransferEstimator, calls } = await withCountedLists();
  window.history.replaceState(null, '', '/en/tools/transfer/');
  render(<TransferEstimator lang="en" strings={pickStrings<TransferKey>('en', ['tools', 'field', 'transfer'])} />);
  const x = screen.getByLabelText('Rune of item A that moves to B') as HTMLSelectElement;
  expect(x.options.length).toBeGreaterThan(100);
  const built = calls();
  expect(built).toBeGreaterThan(0);
  const level = document.getElementById('transfer-level') as HTMLInputElement;
  for (const value of ['3', '4', '5']) fireEvent.input(level, { target: { value } });
  expect(level.value).toBe('5');
  expect(calls()).toBe(built);
  // A change of what the list is made of (here the chosen rune) builds it again.
  fireEvent.change(x, { target: { value: 'flaming' } });
  expect(x.value).toBe('flaming');
  expect(calls()).toBeGreaterThan(built);
});
