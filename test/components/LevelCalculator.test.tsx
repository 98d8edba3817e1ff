import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import LevelCalculator from '../../components/tools/LevelCalculator';
import { pickStrings } from '../../components/tools/pick-strings';
import type { LevelKey } from '../../components/tools/strings';
import { evaluateItem, formatPrice, problemMessage, RULE_FACTS, upgradeCost } from '../../src/rules';

const strings = (lang: 'en' | 'ja') => pickStrings<LevelKey>(lang, ['tools', 'field', 'level']);
const at = (search: string) => window.history.replaceState(null, '', `/en/tools/level/${search}`);

beforeEach(() => at(''));
afterEach(cleanup);

function figure(label: string): string {
  const dt = [...document.querySelectorAll('dt')].find((el) => el.textContent === label);
  return dt?.nextElementSibling?.textContent ?? '';
}

describe('LevelCalculator', () => {
  it('prices an upgrade as the difference of the two runes (the book’s +1 to +2 example)', () => {
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    const cost = upgradeCost('weapon-potency-1', 'weapon-potency-2').costCp;
    expect(figure('Total upgrade cost')).toBe(formatPrice(cost, 'en'));
  });

  it('reads the current item and the target runes from the address', async () => {
    at('?base=longsword&potency=1&striking=striking&to-potency=2&to-striking=greater-striking');
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    const expected = upgradeCost('weapon-potency-1', 'weapon-potency-2').costCp + upgradeCost('striking', 'greater-striking').costCp;
    await waitFor(() => expect(figure('Total upgrade cost')).toBe(formatPrice(expected, 'en')));
    const target = evaluateItem({ base: 'longsword', potency: 2, striking: 'greater-striking' });
    expect(figure('New item level')).toBe(String(target.level));
    expect(figure('New price, to buy it')).toBe(formatPrice(target.priceCp, 'en'));
  });

  it('shows no upgrade cost in the answer bar for an item that cannot be made as asked (a +2 rune on low-grade cold iron)', async () => {
    at('?base=longsword&potency=2&striking=striking&material=cold-iron&grade=low');
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    await waitFor(() =>
      expect(document.querySelector('.tool-summary')?.textContent).toBe(
        "This item can't be made as it stands: see the problems below. Fix it to see its price.",
      ),
    );
  });

  it('adds a new property rune at its own Price', async () => {
    at('?base=longsword&potency=2&to-property=flaming');
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    const flaming =
      evaluateItem({ base: 'longsword', potency: 2, property: ['flaming'] }).runesPriceCp -
      evaluateItem({ base: 'longsword', potency: 2 }).runesPriceCp;
    await waitFor(() => expect(figure('Total upgrade cost')).toBe(formatPrice(flaming, 'en')));
  });

  it('target runes left unchanged follow the current item', () => {
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    const currentStriking = document.getElementById('level-current-striking') as HTMLSelectElement;
    fireEvent.change(currentStriking, { target: { value: 'greater-striking' } });
    expect((document.getElementById('level-target-striking') as HTMLSelectElement).value).toBe('greater-striking');
  });

  it('counts a material grade upgrade among the upgrades in the time it takes, not as a rune', async () => {
    at('?base=longsword&potency=1&material=silver&grade=low&to-grade=standard');
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    const each = RULE_FACTS.craftDays;
    await waitFor(() =>
      expect(figure('Time')).toBe(`at least ${each} days (1 upgrade; the usual Craft time of GM Core’s rune rules, p. 225)`),
    );
    cleanup();
    at('?base=longsword&potency=1&material=silver&grade=low&to-grade=standard&to-striking=striking');
    render(<LevelCalculator lang="ja" strings={strings('ja')} />);
    await waitFor(() =>
      expect(figure('日数')).toBe(
        `最低${2 * each}日（改良2回、1回につき${each}日、1回ずつ順に。日数はGM Core 225ページのルーンの規則にある通常の“作成”による）`,
      ),
    );
  });

  // Player Core's Craft: master from item level 9, legendary from 17 (the note says why and how high the crafter must be).
  it('asks a master for greater striking (12) and a legendary crafter for major striking (19)', async () => {
    at('?base=longsword&potency=2&striking=striking&to-striking=greater-striking');
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    await waitFor(() => expect(figure('Crafting rank needed')).toContain('a rune of level 12 needs master'));
    expect(figure('Crafting rank needed')).toContain('master');
    expect(figure('Crafting rank needed')).toContain('level 12 or higher');
    cleanup();
    at('?base=longsword&potency=3&striking=greater-striking&to-striking=major-striking');
    render(<LevelCalculator lang="ja" strings={strings('ja')} />);
    await waitFor(() => expect(figure('必要な〈製作〉の習熟ランク')).toMatch(/^伝説/));
    expect(figure('必要な〈製作〉の習熟ランク')).toContain('19レベルのルーンには〈製作〉の伝説が必要です');
  });

  it('asks a master, not a legendary crafter, for a level-16 rune: major slick', async () => {
    at('?base=breastplate&potency=2&resilient=resilient&to-property=major-slick');
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    await waitFor(() => expect(figure('Crafting rank needed')).toContain('a rune of level 16 needs master'));
    expect(figure('Crafting rank needed')).toMatch(/^master/);
  });

  it('refuses a new property rune on a specific item, leaving it out of the total, and upgrades its fundamental runes', async () => {
    at('?base=longsword&potency=1&property=flaming&specific=1&to-potency=2&to-property=flaming,frost');
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    const potency = upgradeCost('weapon-potency-1', 'weapon-potency-2').costCp;
    await waitFor(() =>
      expect(document.body.textContent).toContain("is a specific magic item: its property runes can't be added, removed or moved"),
    );
    expect(figure('Total upgrade cost')).toBe(formatPrice(potency, 'en'));
    expect((document.getElementById('level-current-specific') as HTMLInputElement).checked).toBe(true);
  });

  it('explains a downgrade in an alert', async () => {
    at('?base=longsword&potency=2&striking=greater-striking&to-striking=striking');
    render(<LevelCalculator lang="en" strings={strings('en')} />);
    const message = problemMessage(upgradeCost('greater-striking', 'striking').problems[0]!, 'en');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
  });

  it('speaks Japanese on the Japanese page', () => {
    render(<LevelCalculator lang="ja" strings={strings('ja')} />);
    expect(screen.getByText('改良の費用の合計', { selector: 'dt' })).toBeTruthy();
  });
});
