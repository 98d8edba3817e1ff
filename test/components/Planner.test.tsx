import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Planner from '../../components/tools/Planner';
import { pickStrings } from '../../components/tools/pick-strings';
import type { PlannerKey } from '../../components/tools/strings';
import { loadNameReader } from '../../src/lib/name-reader-load';
import { loadPlannerEngine } from '../../src/lib/planner-engine-load';
import { formatPrice, upgradeCost } from '../../src/rules';

type Lang = 'en' | 'ja';
const strings = (lang: Lang) => pickStrings<PlannerKey>(lang, ['tools', 'field', 'planner']);
const at = (lang: Lang, search: string) => window.history.replaceState(null, '', `/${lang}/tools/planner/${search}`);
const SWORD = { en: '+1 striking longsword', ja: '＋1ストライキング・ロングソード' };
const MAIL = { en: '+1 resilient chain mail', ja: '＋1リジリアント・チェイン・メイル' };
const STEP_WORDS = {
  en: ['Upgrade +1 Weapon Potency to +2 Weapon Potency', 'Upgrade +1 Armor Potency to +2 Armor Potency'],
  ja: ['＋1ウェポン・ポテンシィを＋2ウェポン・ポテンシィに改良', '＋1アーマー・ポテンシィを＋2アーマー・ポテンシィに改良'],
};

beforeAll(() => Promise.all([loadNameReader(), loadPlannerEngine()]));
afterEach(cleanup);

const steps = () => [...document.querySelectorAll('.planner-step__what strong')].map((el) => el.textContent);

async function typeLevel10(lang: Lang) {
  render(<Planner lang={lang} strings={strings(lang)} />);
  fireEvent.change(document.getElementById('planner-level')!, { target: { value: '10' } });
  fireEvent.input(document.getElementById('planner-item-0')!, { target: { value: SWORD[lang] } });
  fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Add an item' : 'アイテムを追加' }));
  fireEvent.input(document.getElementById('planner-item-1')!, { target: { value: MAIL[lang] } });
}

describe.each(['en', 'ja'] as const)('Planner (%s)', (lang) => {
  beforeEach(() => at(lang, ''));

  it('at level 10, a +1 striking longsword and +1 resilient chain mail: the weapon’s potency now, the armor’s next', async () => {
    await typeLevel10(lang);
    await waitFor(() => expect(steps()).toEqual(STEP_WORDS[lang]));
    const total = upgradeCost('weapon-potency-1', 'weapon-potency-2').costCp + upgradeCost('armor-potency-1', 'armor-potency-2').costCp;
    expect(document.querySelector('.tool-summary')?.textContent).toContain(formatPrice(total, lang));
    await waitFor(() => expect(new URL(window.location.href).searchParams.getAll('item')).toEqual([SWORD[lang], MAIL[lang]]));
  });

  it('with ABP on, no potency, striking or resilient step is left, and the runes taken away are listed', async () => {
    await typeLevel10(lang);
    await waitFor(() => expect(steps()).toHaveLength(2));
    fireEvent.change(document.getElementById('planner-abp')!, { target: { checked: true } });
    await waitFor(() => expect(steps()).toEqual([]));
    expect(document.querySelectorAll('.planner-removed li')).toHaveLength(4);
  });

  it('a link restores the plan', async () => {
    at(lang, `?level=10&abp=0&item=${encodeURIComponent(SWORD[lang])}&item=${encodeURIComponent(MAIL[lang])}`);
    render(<Planner lang={lang} strings={strings(lang)} />);
    await waitFor(() => expect(steps()).toEqual(STEP_WORDS[lang]));
    expect((document.getElementById('planner-level') as HTMLSelectElement).value).toBe('10');
    expect((document.getElementById('planner-item-1') as HTMLInputElement).value).toBe(MAIL[lang]);
  });

  it('names each item’s export buttons after the item, so two groups are told apart', async () => {
    await typeLevel10(lang);
    await waitFor(() => expect(steps()).toHaveLength(2));
    const groupNames = screen.getAllByRole('group').flatMap((group) => {
      const ids = group.getAttribute('aria-labelledby')?.split(' ') ?? [];
      const name = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      return group.classList.contains('item-export') ? [name] : [];
    });
    const title = lang === 'en' ? 'Take it to your game' : 'セッションで使う';
    expect(groupNames).toHaveLength(2);
    expect(groupNames[0]).toContain(title);
    expect(groupNames[0]).toMatch(lang === 'en' ? /\+2 striking longsword/ : /＋2ストライキング・ロングソード/);
    expect(groupNames[1]).toMatch(lang === 'en' ? /\+2 resilient chain mail/ : /＋2リジリアント・チェイン・メイル/);
  });

  it('each step links into the level calculator with the item before it and after it', async () => {
    await typeLevel10(lang);
    await waitFor(() => expect(steps()).toHaveLength(2));
    const href = document.querySelector<HTMLAnchorElement>('.planner-open')!.getAttribute('href')!;
    expect(href).toMatch(new RegExp(`/${lang}/tools/level/\\?base=longsword&potency=1&striking=striking&to-potency=2$`));
  });

  it('says when a name holds no weapon, armor or shield, and leaves it out of the plan', async () => {
    render(<Planner lang={lang} strings={strings(lang)} />);
    fireEvent.input(document.getElementById('planner-item-0')!, { target: { value: '+1 striking' } });
    await waitFor(() =>
      expect(document.getElementById('planner-item-0-reading')?.textContent).toContain(
        lang === 'en' ? 'left out of the plan' : '計画から外しています',
      ),
    );
  });
});
