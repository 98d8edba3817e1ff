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
import { MATERIAL_GRADE_NAMES, MATERIAL_GRADES, MATERIALS } from '../../src/rules/data/materials';

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

  it('starts empty, with an example in the placeholder and no clear button, and the form shows the default item', () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    const field = screen.getByLabelText('Item name') as HTMLInputElement;
    expect(field.value).toBe('');
    expect(field.placeholder).toBe('e.g. +1 striking flaming longsword');
    expect(screen.queryByRole('button', { name: 'Clear the name' })).toBeNull();
    expect(select('Base item')).toBe('longsword');
  });

  it('the clear (×) button empties the field and leaves the item on the form', () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    type('Item name', '+1 flaming mace');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the name' }));
    expect((screen.getByLabelText('Item name') as HTMLInputElement).value).toBe('');
    expect(document.activeElement?.id).toBe('builder-name');
    expect(select('Base item')).toBe('mace');
  });

  it('a material without its grade: the reading names the grade chosen and why, and another grade is one tap away', async () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    type('Item name', '+2 greater striking cold iron longsword');
    expect(select('Grade')).toBe('standard');
    const reading = document.getElementById('builder-name-reading')!;
    await waitFor(() => expect(reading.textContent).toContain('No grade in the name:'));
    expect(reading.textContent).toContain(
      'No grade in the name: Cold Iron counted as standard-grade, the lowest that holds Greater Striking (level 12).',
    );
    const chips = within(reading).getAllByRole('button');
    expect(chips.map((c) => [c.textContent, c.getAttribute('aria-pressed')])).toEqual([
      ['low-grade', 'false'],
      ['standard-grade', 'true'],
      ['high-grade', 'false'],
    ]);
    fireEvent.click(chips[2]!);
    expect(select('Grade')).toBe('high');
    expect((screen.getByLabelText('Item name') as HTMLInputElement).value).toBe('+2 greater striking high-grade cold iron longsword');
  });

  it('the same in Japanese: the note names the grade in the data’s words, with the grades as buttons', async () => {
    at('/ja/tools/item/');
    render(<ItemBuilder lang="ja" strings={strings('ja')} />);
    type('アイテム名', `＋2グレーター・ストライキング・${MATERIALS['cold-iron'].name.ja}・ロングソード`);
    expect((document.getElementById('builder-grade') as HTMLSelectElement).value).toBe('standard');
    const reading = document.getElementById('builder-name-reading')!;
    await waitFor(() => expect(reading.textContent).toContain(`${MATERIALS['cold-iron'].name.ja}は`));
    expect(reading.textContent).toContain(`グレーター・ストライキング（12レベル）を彫刻できる最も低い${MATERIAL_GRADE_NAMES.standard.ja}`);
    expect(
      within(reading)
        .getAllByRole('button')
        .map((c) => c.textContent),
    ).toEqual(MATERIAL_GRADES.map((g) => MATERIAL_GRADE_NAMES[g].ja));
  });

  it('a grade typed that cannot hold a rune: the note names the grade that would, one tap away', async () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    type('Item name', '+2 greater striking low-grade cold iron longsword');
    const reading = document.getElementById('builder-name-reading')!;
    await waitFor(() => expect(reading.textContent).toContain('low-grade Cold Iron holds'));
    expect(reading.textContent).toContain(
      'low-grade Cold Iron holds runes up to level 8; choose standard-grade to keep Greater Striking (level 12).',
    );
    fireEvent.click(within(reading).getByRole('button', { name: 'standard-grade' }));
    expect(select('Grade')).toBe('standard');
    expect(select('Striking rune')).toBe('greater-striking');
  });

  it('while a word is unread, the answer bar names it and shows no price', () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    type('Item name', '+1 striking flaming longswrod x');
    const bar = document.querySelector('.tool-summary')!;
    expect(bar.textContent).toBe('Not read: “x”. Fix the name to see its price.');
    type('Item name', '+1 striking flaming longsword');
    expect(bar.textContent).toContain(
      formatPrice(evaluateItem({ base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'] }).priceCp, 'en'),
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
    expect(document.getElementById('builder-name-reading')?.textContent).toContain('Not read: “shiny”');
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

  it('takes the crafter’s level and says who can etch the upgrade, with the buy price beside the cost', () => {
    at('/en/tools/level/');
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    type('Item name', '+1 striking longsword');
    type('Target item’s name', '+2 greater striking longsword');
    expect(figure('Who can etch it')).toContain('a crafter of level 12 or higher, master in Crafting');
    fireEvent.input(screen.getByLabelText('Crafter level'), { target: { value: '10' } });
    expect(figure('Who can etch it')).toContain('Your crafter (level 10) is below level 12');
    fireEvent.input(screen.getByLabelText('Crafter level'), { target: { value: '12' } });
    expect(figure('Who can etch it')).toContain('Your crafter (level 12) is high enough.');
    const newPrice = evaluateItem({ base: 'longsword', potency: 2, striking: 'greater-striking' }).priceCp;
    expect(figure('New price, to buy it')).toBe(formatPrice(newPrice, 'en'));
  });

  it('a material in the target’s name that the item lacks: the page says it was not used', () => {
    at('/en/tools/level/');
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    type('Item name', '+1 striking longsword');
    type('Target item’s name', '+2 striking cold iron longsword');
    expect(document.querySelector('.tool-result')?.textContent).toContain('Cold Iron in the target’s name was not used');
  });

  it('opens a link with both names (?item=…&to-item=…)', async () => {
    at(`/en/tools/level/?item=${encodeURIComponent('+1 striking mace')}&to-item=${encodeURIComponent('+2 striking mace')}`);
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    await waitFor(() => expect(select('Base item')).toBe('mace'));
    expect(select('Potency rune', screen.getByRole('group', { name: 'Upgrade to' }))).toBe('2');
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
