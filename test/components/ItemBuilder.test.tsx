import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ItemBuilder from '../../components/tools/ItemBuilder';
import { pickStrings } from '../../components/tools/pick-strings';
import type { BuilderKey } from '../../components/tools/strings';
import { evaluateItem, formatPrice, problemMessage } from '../../src/rules';

const strings = (lang: 'en' | 'ja') => pickStrings<BuilderKey>(lang, ['tools', 'field', 'builder']);

function at(search: string) {
  window.history.replaceState(null, '', `/en/tools/item/${search}`);
}

beforeEach(() => {
  document.body.innerHTML = '<a data-lang-switch href="/ja/tools/item/">日本語</a>';
  at('');
});
afterEach(cleanup);

describe('ItemBuilder', () => {
  it('shows the default item with its name, level and price', () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    const ev = evaluateItem({ base: 'longsword', potency: 1, striking: 'striking' });
    // A Japanese name is drawn in parts that break only after ・ (RuneName): match the name's element by its whole text.
    const nameOf = (name: string) => screen.getByText((_, el) => !!el?.classList.contains('tool-name__text') && el.textContent === name);
    expect(nameOf(ev.name.en)).toBeTruthy();
    expect(nameOf(ev.name.ja)).toBeTruthy();
    expect(screen.getAllByText(formatPrice(ev.priceCp, 'en')).length).toBeGreaterThan(0);
  });

  it('reads its state from the address', async () => {
    at('?base=longsword&potency=2&striking=greater-striking&property=flaming,frost');
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    await screen.findByText('+2 greater striking flaming frost longsword');
    expect((screen.getByLabelText('Property rune 2') as HTMLSelectElement).value).toBe('frost');
  });

  it('adds the extra damage of each property rune to the effects', async () => {
    at('?base=longsword&potency=2&striking=greater-striking&property=flaming,frost');
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    await screen.findByText('Extra damage 1d6 fire (Flaming)');
    expect(screen.getByText('Extra damage 1d6 cold (Frost)')).toBeTruthy();
  });

  it('lists what the precious material does beside the runes’ effects, in the page’s language', async () => {
    at('?base=longsword&potency=1&material=cold-iron&grade=low');
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    await screen.findByText('Strikes count as cold iron, so a weakness to cold iron (demons, fey…) applies');
    cleanup();
    at('?base=chain-mail&potency=1&material=dawnsilver&grade=standard');
    render(<ItemBuilder lang="ja" strings={strings('ja')} />);
    await screen.findByText('1バルク（通常より1軽い）');
    // Dawnsilver counts as silver only for damage: its armor sickens no one (silver armor's own rule).
    expect(screen.queryByText(/銀に対する弱点/)).toBeNull();
    cleanup();
    at('?base=chain-mail&potency=1&material=silver&grade=low');
    render(<ItemBuilder lang="ja" strings={strings('ja')} />);
    await screen.findByText(/^銀に対する弱点を持つクリーチャーは.*同じ不調状態になる$/);
  });

  it('takes another book’s material: its slot change, its smaller die and its effect in words', async () => {
    at('?base=longsword&potency=2&striking=striking&material=inubrix&grade=standard');
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    await screen.findByText('Damage die d6, one size smaller than the weapon’s own');
    expect(screen.getByText('Damage 2d6 slashing')).toBeTruthy();
    cleanup();
    at('?base=longsword&potency=2&material=abysium&grade=standard');
    render(<ItemBuilder lang="ja" strings={strings('ja')} />);
    await screen.findByText('ポテンシィ・ルーンが与える性質ルーンの枠より1つ少ない');
    expect(screen.getByText(/^命中すると追加で1d4の［毒］ダメージ/)).toBeTruthy();
  });

  it('keeps the specific-item mark in the address as the reader ticks it', async () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    fireEvent.click(screen.getByLabelText('Specific magic item (its property runes are fixed)'));
    await waitFor(() => expect(window.location.search).toBe('?base=longsword&potency=1&striking=striking&specific=1'));
  });

  it('names the material’s grade as what sets the level when it is the highest', async () => {
    at('?base=longsword&potency=2&striking=striking&material=adamantine&grade=high');
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    await screen.findByText('(set by high-grade Adamantine)');
  });

  it('updates the name, the address and the language link as the reader edits', async () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    fireEvent.change(screen.getByLabelText('Striking rune'), { target: { value: 'greater-striking' } });
    await screen.findByText('+1 greater striking longsword');
    await waitFor(() => expect(window.location.search).toBe('?base=longsword&potency=1&striking=greater-striking'));
    expect(document.querySelector('a[data-lang-switch]')?.getAttribute('href')).toBe(
      '/ja/tools/item/?base=longsword&potency=1&striking=greater-striking',
    );
  });

  // A weapon has no resilient select, so the unfit-but-visible rune is an armor property rune in the weapon's
  // property select.
  it('keeps runes that do not fit visible but disabled, with the reason', () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    const property = screen.getByLabelText('Property rune 1') as HTMLSelectElement;
    const option = [...property.options].find((o) => o.value === 'fire-resistant');
    expect(option?.disabled).toBe(true);
    expect(option?.textContent).toContain('armor');
  });

  it('hides the fields that cannot apply to the item: no resilient or reinforcing select for a weapon', () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    expect(screen.queryByLabelText('Resilient rune')).toBeNull();
    expect(screen.queryByLabelText('Reinforcing rune')).toBeNull();
    expect(screen.getByLabelText('Striking rune')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Base item'), { target: { value: 'steel-shield' } });
    expect(screen.getByLabelText('Reinforcing rune')).toBeTruthy();
    expect(screen.queryByLabelText('Resilient rune')).toBeNull();
    expect(screen.queryByLabelText('Property rune 1')).toBeNull();
  });

  it('marks an invalid choice on its own field with the reason (keen kept after switching to a club)', () => {
    at('?base=longsword&potency=1&property=keen');
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    return waitFor(() => expect((screen.getByLabelText('Property rune 1') as HTMLSelectElement).value).toBe('keen')).then(() => {
      fireEvent.change(screen.getByLabelText('Base item'), { target: { value: 'club' } });
      const select = screen.getByLabelText('Property rune 1') as HTMLSelectElement;
      expect(select.getAttribute('aria-invalid')).toBe('true');
      const reason = document.getElementById(select.getAttribute('aria-describedby')!.split(' ').pop()!);
      const expected = problemMessage(
        evaluateItem({ base: 'club', potency: 1, property: ['keen'] }).problems.find((p) => p.rune === 'keen')!,
        'en',
      );
      expect(reason?.textContent).toBe(expected);
      // the potency field, which is fine, is not marked
      expect(screen.getByLabelText('Potency rune').getAttribute('aria-invalid')).toBeNull();
    });
  });

  it('keeps a field that cannot apply while it holds a choice, so the reader can clear it', async () => {
    at('?base=longsword&resilient=resilient');
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    const resilient = (await screen.findByLabelText('Resilient rune')) as HTMLSelectElement;
    expect(resilient.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(resilient, { target: { value: '' } });
    expect(screen.queryByLabelText('Resilient rune')).toBeNull();
  });

  it('resets the copy feedback when the name changes', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.resolve() }, configurable: true });
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the English name' }));
    await screen.findByText('Copied the English name.');
    fireEvent.change(screen.getByLabelText('Striking rune'), { target: { value: 'greater-striking' } });
    await screen.findByText('+1 greater striking longsword');
    expect(screen.queryByText('Copied the English name.')).toBeNull();
  });

  it('shows a compact summary (name, level, price) for phones', () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    const ev = evaluateItem({ base: 'longsword', potency: 1, striking: 'striking' });
    expect(document.querySelector('.tool-summary')?.textContent).toBe(
      `${ev.name.en} · level ${ev.level} · ${formatPrice(ev.priceCp, 'en')}`,
    );
  });

  it('explains an invalid combination in an alert', async () => {
    at('?base=longsword&resilient=resilient');
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    const expected = problemMessage(evaluateItem({ base: 'longsword', resilient: 'resilient' }).problems[0]!, 'en');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(expected));
  });

  it('ignores a hostile link with a notice and never renders it as markup', async () => {
    at('?base=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    const { container } = render(<ItemBuilder lang="en" strings={strings('en')} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('“base”'));
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the Japanese name first on the Japanese page', async () => {
    at('?base=longsword&potency=2&striking=greater-striking&property=flaming,frost');
    const { container } = render(<ItemBuilder lang="ja" strings={strings('ja')} />);
    const ev = evaluateItem({ base: 'longsword', potency: 2, striking: 'greater-striking', property: ['flaming', 'frost'] });
    await waitFor(() => expect(container.querySelector('.tool-name--main')?.textContent).toContain(ev.name.ja));
  });

  it('narrows the base items by a search in either language', async () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    fireEvent.input(screen.getByLabelText('Find a base item'), { target: { value: 'ちぇいん' } });
    const select = screen.getByLabelText('Base item') as HTMLSelectElement;
    const values = () => [...select.options].map((o) => o.value);
    // The search folding (hiragana = katakana) loads with import() on the first input: wait for it.
    await waitFor(() => expect(values()).toContain('chain-mail'));
    expect(values()).toContain('longsword'); // the chosen item stays
    expect(values()).not.toContain('dagger');
  });

  it('matches a base item by its search words once the search is in', async () => {
    render(<ItemBuilder lang="en" strings={strings('en')} />);
    fireEvent.focus(screen.getByLabelText('Find a base item'));
    fireEvent.input(screen.getByLabelText('Find a base item'), { target: { value: 'unarmed attack' } });
    const select = screen.getByLabelText('Base item') as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.value)).toContain('fist'));
  });
});
