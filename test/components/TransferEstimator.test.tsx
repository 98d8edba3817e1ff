import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import TransferEstimator from '../../components/tools/TransferEstimator';
import { pickStrings } from '../../components/tools/pick-strings';
import type { TransferKey } from '../../components/tools/strings';
import { estimateTransfer, formatPrice, getBaseItem, getRune } from '../../src/rules';

const strings = (lang: 'en' | 'ja') => pickStrings<TransferKey>(lang, ['tools', 'transfer']);
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

  it('costs nothing from a runestone', () => {
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    fireEvent.click(screen.getByLabelText('The rune comes out of a runestone'));
    expect(figure('Cost')).toBe(formatPrice(0, 'en'));
    expect(window.location.search).toContain('runestone=1');
  });

  it('keeps runes of the other form visible but disabled as swap partners', () => {
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    const swap = screen.getByLabelText('Swap it with (optional)') as HTMLSelectElement;
    const striking = [...swap.options].find((o) => o.value === 'striking');
    expect(striking?.disabled).toBe(true);
    expect(striking?.textContent).toContain('not the same form');
  });

  it('warns of an automatic critical failure when the receiving item cannot take the rune', async () => {
    at('?rune=flaming&to=chain-mail&to-potency=1');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    await screen.findByText(/automatic critical failure/, { selector: '.tool-warning' });
    const est = estimateTransfer({ rune: 'flaming', to: { base: 'chain-mail', potency: 1 } });
    const message = est.problems.find((p) => p.code === 'transfer-invalid-target')!.message.en;
    expect(screen.getByRole('alert').textContent).toContain(message);
  });

  it('lists the property runes that go dormant on the item a potency rune leaves, naming that item', async () => {
    const from = { base: 'longsword', potency: 2, property: ['flaming', 'frost'] };
    const est = estimateTransfer({ rune: 'weapon-potency-2', from });
    expect(est.dormantOn.from.length).toBeGreaterThan(0);
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    fireEvent.change(screen.getByLabelText('Rune to move'), { target: { value: 'weapon-potency-2' } });
    const source = screen.getByRole('group', { name: 'Item the rune comes from (optional)' });
    fireEvent.change(within(source).getByLabelText('Base item'), { target: { value: 'longsword' } });
    fireEvent.change(within(source).getByLabelText('Potency rune'), { target: { value: '2' } });
    fireEvent.change(within(source).getByLabelText('Property rune 1'), { target: { value: 'flaming' } });
    fireEvent.change(within(source).getByLabelText('Property rune 2'), { target: { value: 'frost' } });

    const runes = est.dormantOn.from.map((slug) => getRune(slug)!.name.en).join(', ');
    const warning = await screen.findByText(/on the item the rune comes from/, { selector: '.tool-warning' });
    expect(warning.textContent).toBe(`Dormant after the transfer on the item the rune comes from (${getBaseItem('longsword')!.name.en}): ${runes}`);
    expect(document.querySelectorAll('.tool-warning')).toHaveLength(1);
    for (const p of est.problems) expect(screen.getByRole('alert').textContent).toContain(p.message.en);
    expect(window.location.search).toContain('from=longsword&from-potency=2&from-property=flaming,frost');
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
    expect(warning.textContent).toBe(`転送後、受け取るアイテム（${getBaseItem('longsword')!.name.ja}）で効果を停止する性質ルーン：${runes}`);
  });

  it('warns when the rune to move is not on the item it comes from', async () => {
    at('?rune=weapon-potency-1&from=longsword&from-potency=2&from-property=flaming,frost');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    const est = estimateTransfer({ rune: 'weapon-potency-1', from: { base: 'longsword', potency: 2, property: ['flaming', 'frost'] } });
    const message = est.problems.find((p) => p.code === 'rune-not-on-source')!.message.en;
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    expect(document.querySelector('.tool-warning')).toBeNull();
  });

  it('lowers the cost with extra days for a given crafter', async () => {
    at('?rune=greater-flaming&level=15&rank=master&days=2');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    const est = estimateTransfer({ rune: 'greater-flaming', crafterLevel: 15, proficiency: 'master', extraDays: 2 });
    await waitFor(() => expect(figure('Cost after the extra days')).toBe(formatPrice(est.remainingCostCp, 'en')));
  });

  it('ignores unknown values with a notice', async () => {
    at('?rune=flaming&rank=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    const { container } = render(<TransferEstimator lang="en" strings={strings('en')} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('“rank”'));
    expect(container.querySelector('script')).toBeNull();
  });

  it('speaks Japanese on the Japanese page', () => {
    render(<TransferEstimator lang="ja" strings={strings('ja')} />);
    expect(screen.getByLabelText('移すルーン')).toBeTruthy();
  });
});
