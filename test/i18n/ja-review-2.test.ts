// The Japanese corrections of the second Japanese review (ja-review-2.md in the research notes, categories C-K), each pinned so that the
// old wording fails here. The term policy's own tests (terms.test.ts, test/site/terms.test.ts) catch the words
// the glossary now lists as avoided spellings.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { proseDigitProblems } from '../../src/build-checks/prose';
import { checkText } from '../../src/glossary/term-policy';
import { TERMS } from '../../src/glossary/terms';
import { effectLines } from '../../src/i18n/effect-lines';
import { labelled, shownAliases } from '../../src/i18n/locale';
import { runeFactText } from '../../src/i18n/rune-fact';
import { getRune } from '../../src/rules';
import { RUNE_ALIASES } from '../../src/rules/data/rune-aliases';
import { RUNE_DETAILS } from '../../src/rules/data/rune-details';

const rune = (slug: string) => {
  const r = getRune(slug);
  if (!r) throw new Error(`no rune ${slug}`);
  return r;
};

describe('names (§C)', () => {
  it('ethereal is the community’s イセリアル, as its own spell イセリアル・ジョーント; the old spelling stays searchable', () => {
    expect(rune('ethereal').name.ja).toBe('イセリアル');
    expect(RUNE_DETAILS.ethereal.jaConfirmed).toBe(true);
    expect(RUNE_ALIASES.ethereal).toContain('エセリアル');
  });

  it('flurrying keeps its syllables (フラーリイング); rock-braced ends in ト like フックト', () => {
    expect(rune('flurrying').name.ja).toBe('フラーリイング');
    expect(RUNE_ALIASES.flurrying).toContain('フラーリング');
    expect(rune('rock-braced').name.ja).toBe('ロック・ブレイスト');
    expect(RUNE_ALIASES['rock-braced']).toContain('ロック・ブレイスド');
  });
});

const term = (id: string) => {
  const t = TERMS.find((x) => x.id === id);
  if (!t) throw new Error(`no term ${id}`);
  return t;
};

describe('terms (§D, §E)', () => {
  it('the glossary has the community’s words, with the spellings to avoid, so the term tests catch them', () => {
    const expected: Record<string, [string, string | null]> = {
      flourish: ['卓越', '妙技'],
      'flurry-of-blows': ['“連打”', null],
      versatile: ['多用途', '万能'],
      polymorph: ['完全変身', '変身※'],
      composition: ['奏演', '作曲呪文'],
      scent: ['鋭敏嗅覚', '嗅覚※'],
      sustain: ['“維持”', '持続すれば'],
      filigree: ['線条細工', '金線細工'],
      'swallow-whole': ['“飲み込み”', '呑み込'],
    };
    for (const [id, [ja, avoided]] of Object.entries(expected)) {
      expect(term(id).ja, id).toBe(ja);
      expect(term(id).kind ?? 'rule', id).toBeTruthy();
      if (avoided) expect(term(id).avoid?.ja, id).toContain(avoided);
    }
    expect(term('reactive-strike').aliases?.ja).toContain('機会攻撃');
  });

  it('the checks find the old words in a sentence', () => {
    const found = checkText('君の妙技を使い、万能の武器で、呪文と同じように持続すれば、丸呑みにされ、金線細工の', 'ja').map((f) => f.found);
    expect(found).toEqual(expect.arrayContaining(['妙技', '万能の武器', '持続すれば', '丸呑み', '金線細工']));
  });
});

describe('provenance (§F)', () => {
  it('relabels as the community’s the 11 words the p2rdj-derived text uses', () => {
    for (const id of [
      'sonic',
      'fiend',
      'force-trait',
      'teleportation',
      'extradimensional',
      'nonlethal',
      'healing',
      'emotion',
      'fear',
      'poison-trait',
      'critical-specialization',
    ]) {
      expect(term(id).provenance, id).toBe('wiki');
    }
  });
});

describe('English in Japanese pages and half-width punctuation (§H, §I)', () => {
  it('a Japanese page shows only Japanese spellings as 別名; English and search strings stay searchable', () => {
    const aliases = RUNE_ALIASES['acid-resistant'] ?? [];
    const shown = shownAliases(aliases, 'ja', [rune('acid-resistant').name.ja]);
    expect(shown.length).toBeGreaterThan(0);
    for (const alias of shown) expect(alias, alias).not.toMatch(/[A-Za-z+\-＝]/);
    expect(shown).not.toContain('酸への抵抗');
    expect(shownAliases(['Giant Killing', 'ジャイアント・キリング'], 'ja')).toEqual(['ジャイアント・キリング']);
    expect(shownAliases(['+1アーマー・ポテンシィ', 'アーマー・ポテンシィ'], 'ja')).toEqual(['アーマー・ポテンシィ']);
    expect(shownAliases(['Giant Killing', 'ジャイアント・キリング'], 'en')).toEqual(['Giant Killing', 'ジャイアント・キリング']);
  });

  it('a label takes the full-width colon in Japanese', () => {
    expect(labelled('出典', 'ja')).toBe('出典：');
    expect(labelled('Source', 'en')).toBe('Source: ');
  });
});

describe('data-rendered rows read as Japanese, not as a record (§G)', () => {
  const rows = (slug: string, lang: 'ja' | 'en' = 'ja') => effectLines(rune(slug), lang);
  const text = (slug: string, lang: 'ja' | 'en' = 'ja') =>
    rows(slug, lang)
      .map((r) => `${r.label} ${r.value}`)
      .join(' / ');

  it('writes dice as 4d6, each degree of success once', () => {
    expect(text('kolss-oath')).toContain('［精神］4d6');
    expect(text('greater-giant-killing')).toContain('成功：虚弱状態2と［精神］1d10');
    expect(text('serrating')).toContain('強化した追加ダメージ1d12');
    for (const slug of ['kolss-oath', 'greater-kolss-oath', 'greater-giant-killing', 'serrating'])
      expect(text(slug), slug).not.toMatch(/ダイス\d+個|ダイスはd/);
    expect(text('kolss-oath', 'en')).toContain('4d6 mental');
  });

  it('has no ✓ as a value, no duration said twice, and no “wielder” on armor', () => {
    for (const slug of ['bitter', 'hooked', 'astral', 'greater-astral', 'ghost-touch']) {
      for (const lang of ['ja', 'en'] as const) expect(text(slug, lang), `${slug} ${lang}`).not.toContain('✓');
    }
    expect(text('merciful')).toBe('クリティカル・ヒット時の効果 恍惚状態（1分間）');
    expect(text('implacable')).not.toContain('使い手');
  });
});

describe('counts, dice and the sentences of §K', () => {
  const entry = (family: string) => readFileSync(new URL(`../../content/runes/ja/${family}.mdx`, import.meta.url), 'utf8');

  it('a rune entry may type the count one as the seed does (1つ, 1体, 1人), no other digit', () => {
    expect(proseDigitProblems('x.mdx', '特性を1つ選ぶ。クリーチャー1体に。仲間1人だけ。')).toEqual([]);
    expect(proseDigitProblems('x.mdx', '特性を2つ選ぶ。').length).toBe(1);
    expect(proseDigitProblems('x.mdx', '1d10HPを回復する。').length).toBe(1);
  });

  it('writes dice through RuneFact as a roll', () => {
    expect(runeFactText(rune('bolkas-blessing'), 'dice', { name: 'healD10' }, 'ja')).toBe('3d10');
    expect(runeFactText(rune('greater-bolkas-blessing'), 'dice', { name: 'healD10' }, 'ja')).toBe('6d10');
    expect(entry('bolkas-blessing')).toContain('<RuneFact show="dice" name="healD10" />HPを回復する');
  });

  it('no counts in kana, no dice in words, none of the 14 sentences the review named', () => {
    const families = [
      'bane',
      'advancing',
      'ancestral-echoing',
      'flickering',
      'spellwatch',
      'anchoring',
      'conducting',
      'earthbinding',
      'hauling',
      'energizing',
      'bolkas-blessing',
      'deathdrinking',
      'impossible',
      'kolss-oath',
      'flurrying',
      'quenching',
      'coating',
      'authorized',
      'kin-warding',
      'hopeful',
    ];
    const old = [
      '通じ合わせ',
      '追加ダメージ・ダイスを与える',
      '無償',
      '熟練で与える',
      '呪文の範囲で君が決める',
      '打ち消すルーンを刻み',
      '打ち勝つ必要がある',
      'わずかな固定値',
      '彫刻でき、遠隔武器にも彫刻できる',
      '落ちられる',
      '面ダイス',
      'クリーチャーひとり',
      '妙技',
      '持続すれば',
      '火の精霊',
      'ひとつ',
      '仲間ひとり',
    ];
    for (const family of families) for (const phrase of old) expect(entry(family), `${family}: ${phrase}`).not.toContain(phrase);
  });
});

describe('English glosses in Japanese text (§H)', () => {
  it('rune prose and data keep an English gloss only for a remaster rename', () => {
    const gloss = /（[A-Za-z][A-Za-z ,.'-]*）/;
    let checked = 0;
    for (const r of Object.values(RUNE_DETAILS)) {
      const e = r.effects ?? {};
      const texts = [e.activation?.text.ja, e.reaction?.text?.ja, e.reaction?.triggerText?.ja].filter(Boolean) as string[];
      for (const text of texts) expect(text, text).not.toMatch(gloss);
      checked += texts.length;
    }
    expect(checked).toBeGreaterThan(30);
    for (const family of [
      'advancing',
      'antimagic',
      'bitter',
      'conducting',
      'earthbinding',
      'ethereal',
      'invisibility',
      'shadow',
      'slick',
      'soaring',
      'winged',
    ]) {
      expect(readFileSync(new URL(`../../content/runes/ja/${family}.mdx`, import.meta.url), 'utf8'), family).not.toMatch(gloss);
    }
  });
});
