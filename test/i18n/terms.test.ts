import { MATERIAL_GRADE_NAMES, MATERIALS } from '../../src/rules/data/materials';
import { describe, expect, it } from 'vitest';
import { AVOIDED_NAME_SPELLINGS, TERMS } from '../../src/glossary/terms';
import { avoidedSpellings, checkText, describe as explain, KANJI_COUNT } from '../../src/glossary/term-policy';
import type { Locale } from '../../src/i18n/locale';
import * as effects from '../../src/i18n/effects';
import { en } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';
import { BASE_ITEMS, RUNES, RUNE_FAMILIES, USAGE_LABELS } from '../../src/rules';
import * as labels from '../../src/rules/data/labels';
import { problemMessage } from '../../src/rules/problems';
import { anyProblem as problem, PROBLEM_CODES } from '../../src/rules/transfer-problems';
import type { Localized } from '../../src/rules/types';

// The term policy (content/README.md) on every string the site renders that is not prose, read from its two sources:
// the catalogue (the UI tables, the data labels, the problem messages) and the names (runes, base items, materials,
// glossary terms). test/site/terms.test.ts checks the built pages, prose included; test/i18n/glossary-once.test.ts
// that a glossary word is written in one file of the catalogue.

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' && value !== null && typeof (value as Localized).ja === 'string' && typeof (value as Localized).en === 'string';

/** Every Localized found in a table of labels (a label may sit in `.label`, as TraitLabel does). */
function localizedIn(table: unknown, where: string): [string, Localized][] {
  if (isLocalized(table)) return [[where, table]];
  if (typeof table !== 'object' || table === null) return [];
  return Object.entries(table).flatMap(([key, value]) => localizedIn(value, `${where}.${key}`));
}

const sampleName = (slug: string) => RUNES.find((r) => r.slug === slug)!.name;

/** The catalogue: every message of one language (the UI tables, which include the field labels, the effect and data
 * labels, the usage lines, each problem's message), as [where, text]. */
function catalogue(lang: Locale): [string, string][] {
  const ui = lang === 'ja' ? ja : en;
  const tables: [string, Localized][] = [
    ...Object.entries(effects).flatMap(([name, value]) => (typeof value === 'function' ? [] : localizedIn(value, `effects.${name}`))),
    ...Object.entries(labels).flatMap(([name, value]) => (typeof value === 'function' ? [] : localizedIn(value, `labels.${name}`))),
    ...localizedIn(USAGE_LABELS, 'usage'),
    ...PROBLEM_CODES.map((code): [string, Localized] => {
      const p = problem(code, {
        rune: sampleName('flaming'),
        other: sampleName('frost'),
        item: BASE_ITEMS[0]!.name,
        field: 'property[1]',
        value: 'x',
        count: 2,
        usage: USAGE_LABELS.weapon,
        material: MATERIALS.silver.name,
        grade: 'low',
        rank: 'master',
      });
      return [`problem ${code}`, { ja: problemMessage(p, 'ja'), en: problemMessage(p, 'en') }];
    }),
  ];
  // Each table also holds a few strings in the other language (the language switch reads "この ページを日本語で"
  // on an English page): they follow the policy of the language they are written in.
  const other = lang === 'ja' ? en : ja;
  const otherName = lang === 'ja' ? 'en' : 'ja';
  const kana = /[\u3040-\u30ff]/;
  const written = Object.entries(other).filter(([, text]) => kana.test(text) === (lang === 'ja'));
  return [
    ...Object.entries(ui).map(([key, text]): [string, string] => [`${lang}.ts ${key}`, text]),
    ...written.map(([key, text]): [string, string] => [`${otherName}.ts ${key}`, text]),
    ...tables.map(([where, l]): [string, string] => [where, l[lang]]),
  ];
}

/** The names: runes, their families, base items, materials and their grades, the glossary's terms. */
function names(lang: Locale): [string, string][] {
  const named: [string, Localized][] = [
    ...RUNES.map((r): [string, Localized] => [`rune ${r.slug}`, r.name]),
    ...RUNE_FAMILIES.map((f): [string, Localized] => [`family ${f.slug}`, f.name]),
    ...BASE_ITEMS.map((b): [string, Localized] => [`base item ${b.slug}`, b.name]),
    ...Object.values(MATERIALS).map((m): [string, Localized] => [`material ${m.slug}`, m.name]),
    ...Object.entries(MATERIAL_GRADE_NAMES).map(([g, name]): [string, Localized] => [`material grade ${g}`, name]),
    ...TERMS.map((term): [string, Localized] => [`glossary ${term.id}`, { ja: term.ja, en: term.en }]),
  ];
  return named.map(([where, l]): [string, string] => [where, l[lang]]);
}

/** What the policy reads: the catalogue and the names, the two sources of every string that is not prose. */
const strings = (lang: Locale): [string, string][] => [...catalogue(lang), ...names(lang)];

describe('term policy: the checks themselves', () => {
  it('finds kanji counts where the seed writes Arabic numerals', () => {
    for (const text of ['二種類のルーン', 'ルーンを一つ', '一日に', '十一の短い章', '二アクション', '一度使うと', '三つ目の枠']) {
      expect(text.match(KANJI_COUNT), text).not.toBeNull();
    }
  });

  it('leaves words that merely contain a kanji numeral alone', () => {
    for (const text of [
      '一般に',
      '唯一の',
      '同一の',
      '一方が',
      '一部の',
      '一覧',
      '一緒に',
      '一致する',
      '一瞬',
      '一撃で',
      '一度に彫刻',
      '二度と',
      'もう一度試す',
      '十分な',
    ]) {
      expect(text.match(KANJI_COUNT), text).toBeNull();
    }
  });

  it('finds avoided spellings, half-width signs in Japanese, and says what to use', () => {
    const found = checkText('単純判定を行い、攻撃ロールに+1、市価の10%。', 'ja');
    expect(found.map((f) => f.kind).sort()).toEqual(['avoided', 'half-width', 'half-width']);
    expect(found.find((f) => f.kind === 'avoided')?.use).toBe('平目判定');
    expect(checkText('平目判定を行い、攻撃ロールに＋1、市価の10％。', 'ja')).toEqual([]);
    expect(checkText('a multi-attack penalty', 'en').map((f) => f.found)).toEqual(['multi-attack penalty']);
  });

  it('finds half-width brackets that hold or follow Japanese, and leaves an English title alone', () => {
    const found = checkText('ロングソード (Longsword)、レベル4 (ストライキングによる)、すべての書籍 (161)', 'ja');
    expect(found.map((f) => [f.kind, f.found, f.use])).toEqual([
      ['half-width-brackets', '(Longsword)', '（Longsword）'],
      ['half-width-brackets', '(ストライキングによる)', '（ストライキングによる）'],
      ['half-width-brackets', '(161)', '（161）'],
    ]);
    expect(checkText('出典：Treasure Vault (Remastered) 13ページ（ロングソードに彫刻した場合）', 'ja')).toEqual([]);
  });

  it('finds a half-width colon or comma next to Japanese, and leaves English and numbers alone', () => {
    const found = checkText('出典: GM Core 224ページ, GM Core 225ページ。別名: エナジー', 'ja');
    expect(found.map((f) => [f.kind, f.found, f.use])).toEqual([
      ['half-width-punctuation', ':', '：'],
      ['half-width-punctuation', ',', '、'],
      ['half-width-punctuation', ':', '：'],
    ]);
    expect(checkText('出典：GM Core 224ページ、225ページ。Lost Omens: The Grand Bazaar、1,065 gp', 'ja')).toEqual([]);
  });

  it('every avoided spelling differs from every term the site uses', () => {
    for (const lang of ['ja', 'en'] as const) {
      for (const { spelling } of avoidedSpellings(lang)) {
        for (const term of TERMS) expect(term[lang].includes(spelling), `${lang} ${term.id} contains ${spelling}`).toBe(false);
      }
    }
    expect(AVOIDED_NAME_SPELLINGS.ja.length).toBeGreaterThan(0);
  });
});

describe('term policy: glossary entries', () => {
  it('every term with kanji or symbols in Japanese has a reading in hiragana', () => {
    for (const term of TERMS) {
      if (/^[\u30a0-\u30ff]+$/.test(term.ja) || /^[A-Z]+$/.test(term.ja)) continue;
      expect(term.reading, term.id).toMatch(/^[\u3041-\u3096\u309d\u309e\u30fcゔ]+$/u);
    }
  });

  it('every term has a provenance and a unique id', () => {
    expect(new Set(TERMS.map((t) => t.id)).size).toBe(TERMS.length);
    for (const term of TERMS) expect(['seed', 'wiki', 'site'], term.id).toContain(term.provenance);
  });

  it('covers the kinds of words the policy names', () => {
    const kinds = new Set(TERMS.map((t) => t.kind ?? 'rule'));
    for (const kind of ['condition', 'action', 'trait', 'damage-type', 'skill', 'feat', 'spell', 'weapon-group'])
      expect(kinds, kind).toContain(kind);
  });
});

describe('term policy: UI tables, data labels, names and problem messages', () => {
  for (const lang of ['ja', 'en'] as const) {
    it(`no ${lang} string uses an avoided spelling${lang === 'ja' ? ', a kanji count or a half-width + or %' : ''}`, () => {
      const all = strings(lang);
      expect(all.length).toBeGreaterThan(400);
      const problems = all.flatMap(([where, text]) => checkText(text, lang).map((f) => explain(where, f)));
      expect(problems).toEqual([]);
    });
  }
});
