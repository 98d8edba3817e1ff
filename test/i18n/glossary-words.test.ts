import { describe, expect, it } from 'vitest';
import { glossaryWord, withGlossaryWords } from '../../src/i18n/glossary-words';
import { EFFECT_LABELS, NUMBER_LABELS, VS_LABELS, WHEN_LABELS } from '../../src/i18n/effects';
import { RUNES, type Localized } from '../../src/rules';

const REF = /\{\w+\.[\w-]+\}/g;

// Every text that names a glossary word by slug: the effect lines' labels and the activation blocks' prose.
const texts: [string, Localized][] = [
  ...Object.entries({ ...EFFECT_LABELS, ...WHEN_LABELS, ...VS_LABELS, ...NUMBER_LABELS }),
  ...RUNES.flatMap((rune) => {
    const { activation, reaction } = rune.effects;
    const blocks = [...(activation ? [activation, ...(activation.also ?? [])] : []), ...(reaction ? [reaction] : [])];
    return blocks.flatMap((block) =>
      [block.text, block.triggerText, block.requirements].flatMap((text, i): [string, Localized][] =>
        text ? [[`${rune.slug} ${i}`, text]] : [],
      ),
    );
  }),
];

describe('glossary words named by slug', () => {
  it('a word named by slug reads the glossary’s table or term', () => {
    expect(glossaryWord('damage.mental', 'ja')).toBe('精神');
    expect(glossaryWord('damage.force', 'en')).toBe('force');
    expect(glossaryWord('condition.enfeebled', 'ja')).toBe('虚弱状態');
    expect(glossaryWord('term.stride', 'ja')).toBe('“歩行”');
    expect(glossaryWord('armor.light', 'en')).toBe('light armor');
    expect(glossaryWord('damage.nothing', 'en')).toBeUndefined();
    expect(withGlossaryWords('［{damage.mental}］{value}', 'ja')).toBe('［精神］{value}');
  });

  it('every slug a label or an activation names is in the glossary, in both languages', () => {
    const named = texts.filter(([, text]) => REF.test(text.ja) || REF.test(text.en));
    expect(named.length).toBeGreaterThan(30);
    for (const [key, text] of texts) {
      for (const lang of ['ja', 'en'] as const) expect(withGlossaryWords(text[lang], lang), key).not.toMatch(REF);
    }
  });

  it('names a word in both languages or in neither', () => {
    // donMediumOrHeavy and flurry-kill: English says the words its own way ("medium or heavy armor", "a flurry").
    const oneSided = new Set(['donMediumOrHeavy', 'flurry-kill']);
    for (const [key, text] of texts) {
      if (oneSided.has(key)) continue;
      expect([...text.ja.matchAll(REF)].map((m) => m[0]).sort(), key).toEqual([...text.en.matchAll(REF)].map((m) => m[0]).sort());
    }
  });
});
