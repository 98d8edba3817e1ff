import { beforeAll, describe, expect, it } from 'vitest';
import { RULE_FACTS } from '../../src/rules/facts';
import { assertBuilt, loadPage, textOf } from '../support/dist';

// On the built pages: the Crafting rank by level in the etching chapter, and the note a tool page shows
// while its calculator is not running.

beforeAll(() => assertBuilt());

describe('the etching chapter states the Crafting rank and level rules (Player Core’s Craft activity)', () => {
  it('in both languages, with the levels from src/rules', () => {
    const words = {
      en: [/master in Crafting/, /legendary/, /its level can.t be above your level/],
      ja: [/〈製作〉の達人/, /伝説が必要/, /君のレベル以下/],
    };
    for (const lang of ['en', 'ja'] as const) {
      const page = loadPage(`/${lang}/rules/etching/`);
      const text = textOf(page.querySelector('main'));
      for (const word of words[lang]) expect(text, `${lang}: ${word}`).toMatch(word);
      const facts = [...page.querySelectorAll('main [data-fact]')].map((f) => [f.getAttribute('data-fact'), textOf(f)]);
      expect(facts).toContainEqual(['craftMasterFromLevel', String(RULE_FACTS.craftMasterFromLevel)]);
      expect(facts).toContainEqual(['craftLegendaryFromLevel', String(RULE_FACTS.craftLegendaryFromLevel)]);
    }
  });
});

describe('a tool page without its calculator running', () => {
  it('points to the chapter whose tables give the same numbers, without calling the tool page a chapter', () => {
    for (const tool of ['item', 'level', 'transfer']) {
      const note = loadPage(`/en/tools/${tool}/`).querySelector('.tool-static');
      expect(textOf(note), tool).not.toMatch(/in this chapter|of this chapter/);
      expect(textOf(note), tool).toContain('the following chapter');
      expect(note?.querySelector('a[href*="/rules/"]'), tool).toBeTruthy();
    }
  });

  it('the planner’s note promises only what its chapter has: the runes’ levels and Prices, not the treasure tables', () => {
    for (const lang of ['en', 'ja'] as const) {
      const note = loadPage(`/${lang}/tools/planner/`).querySelector('.tool-static');
      expect(textOf(note), lang).toMatch(lang === 'en' ? /level and Price of each fundamental rune/ : /基本ルーンそれぞれのレベルと市価/);
      expect(textOf(note), lang).not.toMatch(/same numbers|同じ数値/);
      expect(note?.querySelector('a[href$="/rules/fundamental-runes/"]'), lang).toBeTruthy();
    }
  });
});
