// A page opened by a link: the island hydrates, then reads the link in a task of its own (url-sync.ts), so hydrating
// and rendering the link's item are two tasks, not one long one. Until the link is read the root is not marked, and
// the form stays hidden (tools.css), so the default item never shows.
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ItemBuilder from '../../components/tools/ItemBuilder';
import { pickStrings } from '../../components/tools/pick-strings';
import type { BuilderKey } from '../../components/tools/strings';
import { LINK_READ } from '../../components/tools/url-sync';

const strings = pickStrings<BuilderKey>('en', ['tools', 'field', 'builder']);
const base = () => (screen.getByLabelText('Base item') as HTMLSelectElement).value;
const marked = () => document.documentElement.classList.contains(LINK_READ);

beforeEach(() => document.documentElement.classList.remove(LINK_READ));
afterEach(cleanup);

describe('a link is read in a task after the island starts', () => {
  it('the first render is the default item, the root unmarked; the link’s item and the mark come a task later', async () => {
    window.history.replaceState(null, '', '/en/tools/item/?base=dagger&potency=1');
    render(<ItemBuilder lang="en" strings={strings} />);
    expect(base()).toBe('longsword');
    expect(marked()).toBe(false);
    await waitFor(() => expect(base()).toBe('dagger'));
    expect(marked()).toBe(true);
  });

  it('a bare address has nothing to read: the root is never marked (the page showed its form from the start)', async () => {
    window.history.replaceState(null, '', '/en/tools/item/');
    render(<ItemBuilder lang="en" strings={strings} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(marked()).toBe(false);
    expect(base()).toBe('longsword');
  });
});
