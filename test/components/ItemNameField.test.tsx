// The name field of the three calculators: a typed or linked name fills the form, and what was read,
// guessed and not read shows under the field in the page's language.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ItemBuilder from '../../components/tools/ItemBuilder';
import LevelCalculator from '../../components/tools/LevelCalculator';
import TransferEstimator from '../../components/tools/TransferEstimator';
import { pickStrings } from '../../components/tools/pick-strings';
import type { BuilderKey, LevelKey, TransferKey } from '../../components/tools/strings';
import { loadNameReader } from '../../src/lib/name-reader-load';
import { estimateTransfer, evaluateItem, formatPrice } from '../../src/rules';

const at = (path: string) => window.history.replaceState(null, '', path);
const select = (label: string, root: HTMLElement = document.body) => (within(root).getByLabelText(label) as HTMLSelectElement).value;
const type = (label: string, text: string) => fireEvent.input(screen.getByLabelText(label), { target: { value: text } });
const figure = (label: string) =>
  [...document.querySelectorAll('dt')].find((el) => el.textContent === label)?.nextElementSibling?.textContent ?? '';

beforeAll(() => loadNameReader());
beforeEach(() => at('/en/tools/item/'));
afterEach(cleanup);

describe('the item builder reads a typed name', () => {
  const strings = (lang: 'en' | 'ja') => pickStrings<BuilderKey>(lang, ['tools', 'field', 'builder']);

  it('shows the item’s own name in the field until the reader types', () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    expect((screen.getByLabelText('Item name') as HTMLInputElement).value).toBe(
      evaluateItem({ base: 'longsword', potency: 1, striking: 'striking' }).name.en,
    );
  });

  it('fills the fields and the result as the name is typed, and says what it read', () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    type('Item name', '+2 greater striking flamming frost warhammer');
    expect(select('Base item')).toBe('warhammer');
    expect(select('Potency rune')).toBe('2');
    expect(select('Striking rune')).toBe('greater-striking');
    expect(select('Property rune 1')).toBe('flaming');
    expect(select('Property rune 2')).toBe('frost');
    const reading = document.getElementById('builder-name-reading')?.textContent ?? '';
    expect(reading).toContain('Read: +2, Greater Striking, Flaming, Frost, Warhammer');
    expect(reading).toContain('“flamming” read as Flaming');
    expect(
      screen.getAllByText(
        evaluateItem({ base: 'warhammer', potency: 2, striking: 'greater-striking', property: ['flaming', 'frost'] }).name.en,
      ).length,
    ).toBeGreaterThan(0);
  });

  it('lists the words it could not read, and keeps the item where nothing was read', () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    type('Item name', '+1 shiny longsword');
    expect(document.getElementById('builder-name-reading')?.textContent).toContain('Not read: shiny');
    type('Item name', 'zzz');
    expect(select('Base item')).toBe('longsword');
    expect(select('Potency rune')).toBe('1');
  });

  it('in Japanese on the Japanese page, kana as typed', () => {
    at('/ja/tools/item/');
    render(<ItemBuilder lang="ja" strings={strings('ja')} />);
    type('アイテム名', '＋１すとらいきんぐ・ふれいみんぐ・めいす');
    expect(select('基本アイテム')).toBe('mace');
    expect(document.getElementById('builder-name-reading')?.textContent).toContain(
      '読み取った語：＋1、ストライキング、フレイミング、メイス',
    );
  });

  it('runes without a base item go on the item shown, with a note', () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    type('Item name', '+3 major striking');
    expect(select('Base item')).toBe('longsword');
    expect(select('Striking rune')).toBe('major-striking');
    expect(document.getElementById('builder-name-reading')?.textContent).toContain('No base item in the name');
  });

  it('editing a field puts the item’s name back in the name field', () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    type('Item name', '+1 flaming mace');
    fireEvent.change(screen.getByLabelText('Potency rune'), { target: { value: '2' } });
    expect((screen.getByLabelText('Item name') as HTMLInputElement).value).toBe('+2 flaming mace');
  });

  it('opens a link that carries the name (?item=)', async () => {
    at(`/en/tools/item/?item=${encodeURIComponent('+1 Striking Flaming Longsword')}`);
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    await waitFor(() => expect(select('Property rune 1')).toBe('flaming'));
    expect((screen.getByLabelText('Item name') as HTMLInputElement).value).toBe('+1 Striking Flaming Longsword');
    expect(window.location.search).toBe('?base=longsword&potency=1&striking=striking&property=flaming');
  });
});

describe('the level calculator reads the current item and the target as names', () => {
  const strings = (lang: 'en' | 'ja') => pickStrings<LevelKey>(lang, ['tools', 'field', 'level']);

  it('two names give the plan', () => {
    at('/en/tools/level/');
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    type('Item name', '+1 striking longsword');
    type('Target item’s name', '+2 greater striking flaming longsword');
    const target = screen.getByRole('group', { name: 'Upgrade to' });
    expect(select('Potency rune', target)).toBe('2');
    expect(select('Striking rune', target)).toBe('greater-striking');
    expect(select('Property rune 1', target)).toBe('flaming');
    const cost =
      evaluateItem({ base: 'longsword', potency: 2, striking: 'greater-striking', property: ['flaming'] }).priceCp -
      evaluateItem({ base: 'longsword', potency: 1, striking: 'striking' }).priceCp;
    expect(figure('Total upgrade cost')).toBe(formatPrice(cost, 'en'));
  });

  it('opens a link with both names (?item=…&to-item=…)', async () => {
    at(`/en/tools/level/?item=${encodeURIComponent('+1 striking mace')}&to-item=${encodeURIComponent('+2 striking mace')}`);
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    await waitFor(() => expect(select('Potency rune', screen.getByRole('group', { name: 'Upgrade to' }))).toBe('2'));
    expect(select('Base item')).toBe('mace');
  });
});

describe('the transfer estimator: names for items A and B, the rune from item A’s runes', () => {
  const strings = (lang: 'en' | 'ja') => pickStrings<TransferKey>(lang, ['tools', 'field', 'transfer']);

  it('moves flaming from a longsword to a warhammer in three inputs', () => {
    at('/en/tools/transfer/');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    type('Item A’s name', '+1 striking flaming longsword'); // 1
    fireEvent.click(within(screen.getByRole('group', { name: 'Rune to move: one of item A’s runes' })).getByLabelText('Flaming')); // 2
    type('Item B’s name', '+1 striking warhammer'); // 3
    const est = estimateTransfer({
      rune: 'flaming',
      from: { base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'] },
      to: { base: 'warhammer', potency: 1, striking: 'striking' },
    });
    expect(figure('Cost')).toBe(formatPrice(est.costCp, 'en'));
    expect(figure('DC')).toContain(String(est.dc));
  });

  it('nothing is estimated for a rune item A does not hold, and a new item A re-checks the choice', () => {
    at('/en/tools/transfer/');
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    type('Item A’s name', '+1 striking flaming longsword');
    fireEvent.click(screen.getByLabelText('Flaming'));
    expect(figure('Cost')).not.toBe('');
    type('Item A’s name', '+1 resilient chain mail');
    expect(document.querySelector('.tool-figures')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Item A does not hold Flaming');
    expect(document.querySelector('.tool-summary')?.textContent).toBe('Choose the rune of item A to see the DC, cost and days.');
  });

  it('opens a link with both names (?from-item=…&to-item=…&rune=…)', async () => {
    at(
      `/en/tools/transfer/?from-item=${encodeURIComponent('+1 flaming longsword')}&to-item=${encodeURIComponent('+1 warhammer')}&rune=flaming`,
    );
    render(<TransferEstimator lang="en" strings={strings('en')} />);
    const est = estimateTransfer({
      rune: 'flaming',
      from: { base: 'longsword', potency: 1, property: ['flaming'] },
      to: { base: 'warhammer', potency: 1 },
    });
    await waitFor(() => expect(figure('Cost')).toBe(formatPrice(est.costCp, 'en')));
  });
});
