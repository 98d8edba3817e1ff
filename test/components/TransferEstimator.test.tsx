import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import TransferEstimator from '../../components/tools/TransferEstimator';
import { pickStrings } from '../../components/tools/pick-strings';
import type { TransferKey } from '../../components/tools/strings';
import { formatList } from '../../src/i18n/locale';
import { loadNameReader } from '../../src/lib/name-reader-load';
import { estimateTransfer, formatPrice, getBaseItem, getRune, problemMessage } from '../../src/rules';

const strings = (lang: 'en' | 'ja') => pickStrings<TransferKey>(lang, ['tools', 'field', 'transfer']);
const at = (search: string) => window.history.replaceState(null, '', `/en/tools/transfer/${search}`);

beforeEach(() => at(''));
afterEach(cleanup);

function figure(label: string): string {
  const dt = [...document.querySelectorAll('dt')].find((el) => el.textContent === label);
  return dt?.nextElementSibling?.textContent ?? '';
}

describe('TransferEstimator', () => {
  it('reads a swap from the address and gives its DC and cost', async () => {
    at('?rune=striking&swap=greater-striking');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    const est = estimateTransfer({ rune: 'striking', swapWith: 'greater-striking' });
    await waitFor(() => expect(figure('Cost')).toBe(formatPrice(est.costCp, 'en')));
    expect(figure('DC')).toContain(String(est.dc));
  });

  // The runestone is a kind of item A (a radio), not a checkbox of its own.
  it('costs nothing from a runestone', async () => {
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    fireEvent.click(screen.getByLabelText('a runestone'));
    fireEvent.change(screen.getByLabelText('Rune on the runestone'), { target: { value: 'flaming' } });
    expect(figure('Cost')).toBe(formatPrice(0, 'en'));
    await waitFor(() => expect(window.location.search).toContain('runestone=1'));
  });

  it('costs nothing onto djezet armor, saying why, and refuses a property rune off a specific item', async () => {
    at('?rune=fire-resistant&to=chain-mail&to-potency=1&to-material=djezet&to-grade=standard');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    await waitFor(() => expect(figure('Cost')).toContain(formatPrice(0, 'en')));
    expect(figure('Cost')).toContain('Djezet armor takes a rune moved onto it for free');
    cleanup();
    at('?rune=flaming&from=longsword&from-potency=1&from-property=flaming&from-specific=1');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    await waitFor(() => expect(document.body.textContent).toContain('is a specific magic item: its property runes can'));
  });

  // Adapted: the swap partner is item B's rune, asked once the reader picks "swap"; the rune to move is chosen
  // first (the page's example rune rules nothing out).
  it('keeps runes of the other form visible but disabled as swap partners', () => {
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    fireEvent.change(screen.getByLabelText('Rune of item A that moves to B'), { target: { value: 'flaming' } });
    fireEvent.click(screen.getByLabelText('Swap a rune of item A with a rune of item B'));
    const swap = screen.getByLabelText('Rune of item B that moves to A') as HTMLSelectElement;
    const striking = [...swap.options].find((o) => o.value === 'striking');
    expect(striking?.disabled).toBe(true);
    expect(striking?.textContent).toContain('not the same form');
  });

  it('a swap offers item B’s runes as one-tap choices under its name, as item A’s are', async () => {
    await loadNameReader();
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    fireEvent.click(screen.getByLabelText('Swap a rune of item A with a rune of item B'));
    fireEvent.input(screen.getByLabelText('Item B’s name'), { target: { value: '+1 striking frost warhammer' } });
    const picks = screen.getByRole('group', { name: 'Rune that comes back to A: one of item B’s runes' });
    const labels = within(picks)
      .getAllByRole('radio')
      .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels).toContain(getRune('frost')!.name.en);
    fireEvent.click(within(picks).getByLabelText(getRune('frost')!.name.en));
    expect((screen.getByLabelText('Rune of item B that moves to A') as HTMLSelectElement).value).toBe('frost');
  });

  it('warns of an automatic critical failure when the receiving item cannot take the rune', async () => {
    at('?rune=flaming&to=chain-mail&to-potency=1');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    await screen.findByText(/automatic critical failure/, { selector: '.tool-warning' });
    const est = estimateTransfer({ rune: 'flaming', to: { base: 'chain-mail', potency: 1 } });
    const message = problemMessage(
      est.problems.find((p) => p.code === 'transfer-invalid-target')!,
      'en',
    );
    expect(screen.getByRole('alert').textContent).toContain(message);
  });

  it('lists the property runes that go dormant on the item a potency rune leaves, naming that item', async () => {
    const from = { base: 'longsword', potency: 2, property: ['flaming', 'frost'] };
    const est = estimateTransfer({ rune: 'weapon-potency-2', from });
    expect(est.dormantOn.from.length).toBeGreaterThan(0);
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    // Adapted: item A is described first; its rune to move is then chosen among the runes on it.
    const source = screen.getByRole('group', { name: 'Item A: where the rune comes from' });
    fireEvent.change(within(source).getByLabelText('Base item'), { target: { value: 'longsword' } });
    fireEvent.change(within(source).getByLabelText('Potency rune'), { target: { value: '2' } });
    fireEvent.change(within(source).getByLabelText('Property rune 1'), { target: { value: 'flaming' } });
    fireEvent.change(within(source).getByLabelText('Property rune 2'), { target: { value: 'frost' } });
    fireEvent.change(screen.getByLabelText('Rune of item A that moves to B'), { target: { value: 'weapon-potency-2' } });

    const runes = est.dormantOn.from.map((slug) => getRune(slug)!.name.en).join(', ');
    const warning = await screen.findByText(/on the item the rune comes from/, { selector: '.tool-warning' });
    expect(warning.textContent).toBe(
      `Dormant after the transfer on the item the rune comes from (${getBaseItem('longsword')!.name.en}): ${runes}`,
    );
    expect(document.querySelectorAll('.tool-warning')).toHaveLength(1);
    // the dormant runes are also marked on item A after the transfer
    expect(document.querySelector('.tool-change__dormant')?.textContent).toBe(
      `dormant: ${formatList(
        est.dormantOn.from.map((slug) => getRune(slug)!.name.en),
        'en',
      )}`,
    );
    for (const p of est.problems) expect(screen.getByRole('alert').textContent).toContain(problemMessage(p, 'en'));
    await waitFor(() => expect(window.location.search).toContain('from=longsword&from-potency=2&from-property=flaming,frost'));
  });

  it('tells the receiving item’s dormant runes apart from the source item’s', async () => {
    at('?rune=weapon-potency-1&swap=weapon-potency-2&to=longsword&to-potency=2&to-property=flaming,frost');
    render(<TransferEstimator lang="ja" strings={strings('ja')} />);
    const est = estimateTransfer({
      rune: 'weapon-potency-1',
      swapWith: 'weapon-potency-2',
      to: { base: 'longsword', potency: 2, property: ['flaming', 'frost'] },
    });
    const runes = est.dormantOn.to.map((slug) => getRune(slug)!.name.ja).join('、');
    const warning = await screen.findByText(/受け取るアイテム/, { selector: '.tool-warning' });
    expect(warning.textContent).toBe(
      `転送後、受け取るアイテム（${getBaseItem('longsword')!.name.ja}）で効果を停止する性質ルーン：${runes}`,
    );
  });

  // A rune item A does not hold is said, and nothing is estimated for it (the rules' rune-not-on-source warning
  // alone would show figures for a move that cannot happen).
  it('says when the rune to move is not on the item it comes from, and estimates nothing for it', async () => {
    at('?rune=weapon-potency-1&from=longsword&from-potency=2&from-property=flaming,frost');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Item A does not hold +1 Weapon Potency'));
    expect(document.querySelector('.tool-figures')).toBeNull();
    expect(screen.getByText('Choose the rune of item A to see the DC, cost and days.', { selector: '.tool-missing' })).toBeTruthy();
  });

  it('moves a rune of item A in one tap, and drops the choice, saying so, when item A changes without it', () => {
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    // no rune named: nothing estimated
    expect(document.querySelector('.tool-figures')).toBeNull();
    const a = screen.getByRole('group', { name: 'Item A: where the rune comes from' });
    fireEvent.change(within(a).getByLabelText('Base item'), { target: { value: 'longsword' } });
    fireEvent.change(within(a).getByLabelText('Potency rune'), { target: { value: '1' } });
    fireEvent.change(within(a).getByLabelText('Property rune 1'), { target: { value: 'flaming' } });
    const picks = screen.getByRole('group', { name: 'Rune to move: one of item A’s runes' });
    fireEvent.click(within(picks).getByLabelText('Flaming'));
    expect(figure('Cost')).toBe(
      formatPrice(estimateTransfer({ rune: 'flaming', from: { base: 'longsword', potency: 1, property: ['flaming'] } }).costCp, 'en'),
    );
    // item A becomes a chain mail: flaming is not on it
    fireEvent.change(within(a).getByLabelText('Base item'), { target: { value: 'chain-mail' } });
    expect(document.querySelector('.tool-figures')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Item A does not hold Flaming');
    expect((screen.getByLabelText('Rune of item A that moves to B') as HTMLSelectElement).value).toBe('');
  });

  it('back from a runestone to item A as described, drops a rune item A does not hold, saying so', () => {
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    const a = screen.getByRole('group', { name: 'Item A: where the rune comes from' });
    fireEvent.change(within(a).getByLabelText('Base item'), { target: { value: 'longsword' } });
    fireEvent.change(within(a).getByLabelText('Potency rune'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText('a runestone'));
    fireEvent.change(screen.getByLabelText('Rune on the runestone'), { target: { value: 'frost' } });
    expect(figure('Cost')).toBe(formatPrice(0, 'en'));
    fireEvent.click(screen.getByLabelText('an item'));
    expect((screen.getByLabelText('Rune of item A that moves to B') as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('alert').textContent).toContain('Item A does not hold Frost');
    expect(document.querySelector('.tool-figures')).toBeNull();
  });

  it('drops the note about a rune item A does not hold once that rune is estimated (from a runestone)', async () => {
    at('?rune=weapon-potency-1&from=longsword&from-potency=2&from-property=flaming,frost');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Item A does not hold +1 Weapon Potency'));
    fireEvent.click(screen.getByLabelText('a runestone'));
    expect(figure('Cost')).toBe(formatPrice(0, 'en'));
    expect(screen.getByRole('alert').textContent).not.toContain('does not hold');
  });

  it('lowers the cost with extra days for a given crafter', async () => {
    at('?rune=greater-flaming&level=15&rank=master&days=2');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    const est = estimateTransfer({ rune: 'greater-flaming', crafterLevel: 15, proficiency: 'master', extraDays: 2 });
    await waitFor(() => expect(figure('Cost after the extra days')).toBe(formatPrice(est.remainingCostCp, 'en')));
  });

  it('shows the Crafting rank the rune’s level asks for, and warns an expert moving a level 15 rune', async () => {
    at('?rune=greater-flaming&level=15&rank=expert');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    await waitFor(() => expect(figure('Crafting rank needed')).toMatch(/^master/));
    const warning = estimateTransfer({ rune: 'greater-flaming', crafterLevel: 15, proficiency: 'expert' }).problems[0]!;
    expect(warning.code).toBe('crafting-rank-too-low');
    expect(document.body.textContent).toContain(problemMessage(warning, 'en'));
  });

  it('names the +3 weapon potency rune’s Craft Requirements as what asks a legendary crafter, in both languages', async () => {
    at('?rune=weapon-potency-3&level=16&rank=master');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    await waitFor(() => expect(figure('Crafting rank needed')).toMatch(/^legendary/));
    expect(figure('Crafting rank needed')).toContain('the rune’s Craft Requirements');
    cleanup();
    at('?rune=weapon-potency-3&level=16&rank=master');
    render(<TransferEstimator lang="ja" strings={strings('ja')} />);
    await waitFor(() => expect(figure('必要な〈製作〉の習熟ランク')).toMatch(/^伝説/));
    expect(figure('必要な〈製作〉の習熟ランク')).toContain('ルーンの作成要件で求められています');
  });

  it('ignores unknown values with a notice', async () => {
    at('?rune=flaming&rank=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    const { container } = render(<TransferEstimator lang="en" strings={strings('en')} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('“rank”'));
    expect(container.querySelector('script')).toBeNull();
  });

  it('speaks Japanese on the Japanese page', () => {
    render(<TransferEstimator lang="ja" strings={strings('ja')} />);
    expect(screen.getByLabelText('アイテムAからBへ移るルーン')).toBeTruthy();
  });

  it('reads the natural swap: B is a +1 striking longsword, A gives greater striking for its striking', async () => {
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    fireEvent.click(screen.getByLabelText('Swap a rune of item A with a rune of item B'));
    const a = screen.getByRole('group', { name: 'Item A: where the rune comes from' });
    fireEvent.change(within(a).getByLabelText('Base item'), { target: { value: 'warhammer' } });
    fireEvent.change(within(a).getByLabelText('Potency rune'), { target: { value: '1' } });
    fireEvent.change(within(a).getByLabelText('Striking rune'), { target: { value: 'greater-striking' } });
    const b = screen.getByRole('group', { name: 'Item B: the receiving item' });
    fireEvent.change(within(b).getByLabelText('Base item'), { target: { value: 'longsword' } });
    fireEvent.change(within(b).getByLabelText('Potency rune'), { target: { value: '1' } });
    fireEvent.change(within(b).getByLabelText('Striking rune'), { target: { value: 'striking' } });
    fireEvent.change(screen.getByLabelText('Rune of item A that moves to B'), { target: { value: 'greater-striking' } });
    fireEvent.change(screen.getByLabelText('Rune of item B that moves to A'), { target: { value: 'striking' } });
    const est = estimateTransfer({
      rune: 'greater-striking',
      swapWith: 'striking',
      from: { base: 'warhammer', potency: 1, striking: 'greater-striking' },
      to: { base: 'longsword', potency: 1, striking: 'striking' },
    });
    expect(est.problems).toEqual([]);
    expect(figure('DC')).toContain('30');
    expect(figure('Cost')).toBe('106 gp 5 sp');
    expect(screen.getByRole('alert').textContent).toBe('');
    const after = [...document.querySelectorAll('.tool-change')].map((el) => el.textContent);
    expect(after[0]).toContain('+1 greater striking warhammer');
    expect(after[0]).toContain('+1 striking warhammer');
    expect(after[1]).toContain('+1 striking longsword');
    expect(after[1]).toContain('+1 greater striking longsword');
  });

  it('waits for the receiving item’s runes before judging it, then gives one message per problem', () => {
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    fireEvent.change(screen.getByLabelText('Rune of item A that moves to B'), { target: { value: 'flaming' } });
    const b = screen.getByRole('group', { name: 'Item B: the receiving item' });
    fireEvent.change(within(b).getByLabelText('Base item'), { target: { value: 'longsword' } });
    // only the base item so far: no error about its (not yet entered) runes
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(figure('Cost')).toBe(formatPrice(estimateTransfer({ rune: 'flaming' }).costCp, 'en'));
    // the reader leaves item B without runes: now it is judged, once
    fireEvent.change(within(b).getByLabelText('Potency rune'), { target: { value: '' } });
    const items = screen.getByRole('alert').querySelectorAll('li');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toMatch(/^Error:/);
    expect(items[0]!.textContent).toContain('automatic critical failure');
    // the figures don't look valid
    expect(document.querySelector('.tool-figure--invalid')).not.toBeNull();
    expect(screen.getByText(/The Crafting check is an automatic critical failure/, { selector: '.tool-invalid' })).toBeTruthy();
  });

  it('calls a legal dormant rune a warning, not an error', async () => {
    at('?rune=weapon-potency-1&swap=weapon-potency-2&to=longsword&to-potency=2&to-property=flaming,frost');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    await screen.findByText(/Dormant after the transfer/, { selector: '.tool-warning' });
    const items = [...screen.getByRole('alert').querySelectorAll('li')].map((li) => li.textContent ?? '');
    expect(items.length).toBeGreaterThan(0);
    for (const text of items) expect(text).not.toMatch(/^Error/);
    expect(document.querySelector('.tool-figure--invalid')).toBeNull();
  });

  it('asks for the missing rune instead of showing figures', async () => {
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    fireEvent.click(screen.getByLabelText('Swap a rune of item A with a rune of item B'));
    // the example rune was not the reader's: a swap starts with both runes to choose
    expect(screen.getAllByText('Choose the rune of item A to see the DC, cost and days.').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Rune of item A that moves to B'), { target: { value: 'flaming' } });
    expect(screen.getAllByText('Choose the rune of item B that goes to item A in the swap.').length).toBeGreaterThan(0);
    expect(figure('DC')).toBe('');
    await waitFor(() => expect(window.location.search).toContain('mode=swap'));
  });

  it('lets the reader describe item B and pick its rune before the rune of item A', () => {
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    fireEvent.click(screen.getByLabelText('Swap a rune of item A with a rune of item B'));
    const b = screen.getByRole('group', { name: 'Item B: the receiving item' });
    fireEvent.change(within(b).getByLabelText('Base item'), { target: { value: 'longsword' } });
    fireEvent.change(within(b).getByLabelText('Potency rune'), { target: { value: '1' } });
    fireEvent.change(within(b).getByLabelText('Striking rune'), { target: { value: 'striking' } });
    const y = screen.getByLabelText('Rune of item B that moves to A') as HTMLSelectElement;
    expect([...y.options].find((o) => o.value === 'striking')?.disabled).toBe(false);
    fireEvent.change(y, { target: { value: 'striking' } });
    fireEvent.change(screen.getByLabelText('Rune of item A that moves to B'), { target: { value: 'greater-striking' } });
    expect(figure('Cost')).toBe('106 gp 5 sp');
  });

  it('reads an old link written the other way round, with a notice', async () => {
    at('?rune=striking&swap=greater-striking&to=longsword&to-potency=1&to-striking=striking');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    await waitFor(() => expect((screen.getByLabelText('Rune of item B that moves to A') as HTMLSelectElement).value).toBe('striking'));
    expect((screen.getByLabelText('Rune of item A that moves to B') as HTMLSelectElement).value).toBe('greater-striking');
    expect(screen.getByRole('alert').textContent).toContain('earlier form');
    expect(figure('Cost')).toBe('106 gp 5 sp');
    expect(window.location.search).toBe('?rune=greater-striking&swap=striking&to=longsword&to-potency=1&to-striking=striking');
  });
});
