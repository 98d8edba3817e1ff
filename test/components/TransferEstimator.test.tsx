import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import TransferEstimator from '../../components/tools/TransferEstimator';
import { pickStrings } from '../../components/tools/pick-strings';
import type { TransferKey } from '../../components/tools/strings';
import { estimateTransfer, formatPrice } from '../../src/rules';

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
