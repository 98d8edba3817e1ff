// The precious materials' effect lines (src/i18n/material-effects.ts) in both languages: every line any material
// gives on any item it makes has its sentence, with every placeholder filled and the glossary's words.
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n';
import { MATERIAL_EFFECT_KEYS, materialEffectText } from '../../src/i18n/material-effects';
import { BASE_ITEMS, MATERIAL_GRADES, MATERIAL_SLUGS, MATERIALS, materialEffectsOn } from '../../src/rules';
import type { MaterialEffectLine } from '../../src/rules';

const every: MaterialEffectLine[] = MATERIAL_SLUGS.flatMap((slug) =>
  BASE_ITEMS.flatMap((base) => MATERIAL_GRADES.flatMap((grade) => materialEffectsOn(MATERIALS[slug], base, grade))),
);

describe('material effect lines', () => {
  it('every code a material gives is written (each code at least once over the items)', () => {
    expect(new Set(every.map((line) => line.code))).toEqual(
      new Set([
        'strikes-count-as',
        'armor-sickens',
        'halves-object-hardness',
        'lighter-bulk',
        'extra-property-slot',
        'property-slot-change',
        'smaller-damage-die',
        'note',
      ]),
    );
  });

  it('each line reads in both languages with no placeholder left, and the two differ', () => {
    for (const line of every) {
      const ja = materialEffectText(line, translator('ja'), 'ja');
      const en = materialEffectText(line, translator('en'), 'en');
      for (const text of [ja, en]) expect(text, JSON.stringify(line)).not.toMatch(/[{}]|undefined/);
      expect(ja).not.toBe(en);
    }
  });

  it('says the numbers the rules give, in the glossary’s words', () => {
    expect(materialEffectText({ code: 'armor-sickens', as: 'cold-iron', sickened: 1 }, translator('ja'), 'ja')).toContain('不調状態1');
    expect(materialEffectText({ code: 'armor-sickens', as: 'silver', sickened: 1 }, translator('en'), 'en')).toContain(
      'weakness to silver is sickened 1',
    );
    expect(materialEffectText({ code: 'halves-object-hardness', hardness: 13 }, translator('ja'), 'ja')).toContain('硬度が13を超える');
    expect(materialEffectText({ code: 'lighter-bulk', bulk: 'L' }, translator('en'), 'en')).toBe('Bulk L (one lighter than usual)');
    expect(materialEffectText({ code: 'extra-property-slot', slots: 4 }, translator('ja'), 'ja')).toContain('性質ルーンの枠が4つ');
    expect(materialEffectText({ code: 'property-slot-change', change: -1 }, translator('en'), 'en')).toBe(
      '1 property rune slot fewer than the potency rune gives',
    );
    expect(materialEffectText({ code: 'property-slot-change', change: 1 }, translator('ja'), 'ja')).toContain('1つ多い');
    expect(materialEffectText({ code: 'smaller-damage-die', die: 'd6' }, translator('ja'), 'ja')).toContain('d6');
    expect(materialEffectText({ code: 'note', material: 'abysium', kind: 'weapon', grade: 'high' }, translator('ja'), 'ja')).toMatch(
      /^命中すると追加で1d4の［毒］ダメージ/,
    );
    expect(materialEffectText({ code: 'strikes-count-as', as: 'cold-iron' }, translator('ja'), 'ja')).toMatch(
      /^“打撃”はコールド・アイアン製/,
    );
  });

  it('every key it uses is in the catalogue (so islands that read tools.* get them)', () => {
    for (const key of MATERIAL_EFFECT_KEYS) expect(key.startsWith('tools.')).toBe(true);
  });
});
