// What the runes and the material do to the item, as the rules compute it: bonuses, damage dice, resistances,
// shield stats, the precious material's effects.
import type { ItemEvaluation, Locale } from '../../src/rules';
import { getRune } from '../../src/rules/core';
import { ENERGY_TYPE_LABELS, WEAPON_DAMAGE_TYPE_LABELS } from '../../src/rules/data/labels';
import { formatDamage } from '../../src/i18n/effects';
import { materialEffectText } from '../../src/i18n/material-effects';
import { useT, type IslandT, type ToolKey } from './strings';

interface Props {
  lang: Locale;
  ev: ItemEvaluation;
  headingLevel: 2 | 3 | 4;
}

export function effectLines(ev: ItemEvaluation, lang: Locale, t: IslandT): string[] {
  const e = ev.effects;
  const lines: string[] = [];
  if (e.attackItemBonus > 0) lines.push(t('tools.attackBonus', { value: e.attackItemBonus }));
  if (e.damage && e.damageType) {
    lines.push(t('tools.damage', { dice: e.damage, type: WEAPON_DAMAGE_TYPE_LABELS[e.damageType][lang] }));
  }
  for (const extra of e.extraDamage) {
    const rune = getRune(extra.rune)?.name[lang] ?? extra.rune;
    lines.push(t('tools.extraDamage', { damage: formatDamage(extra.damage, lang), rune }));
  }
  if (e.acItemBonus > 0) lines.push(t('tools.acBonus', { value: e.acItemBonus }));
  if (e.savesItemBonus > 0) lines.push(t('tools.saveBonus', { value: e.savesItemBonus }));
  for (const r of e.resistances) lines.push(t('tools.resistance', { value: r.value, type: ENERGY_TYPE_LABELS[r.type][lang] }));
  if (ev.shield) lines.push(t('tools.shieldStats', { ...ev.shield }));
  // A note's words arrive with the problem messages (src/lib/problem-messages.ts): none until then.
  for (const line of e.material) {
    const text = materialEffectText(line, t, lang);
    if (text) lines.push(text);
  }
  if (ev.invested) lines.push(t('tools.invested'));
  return lines;
}

export function EffectsSummary({ lang, ev, headingLevel }: Props) {
  const t = useT<ToolKey>();
  const H = `h${headingLevel}` as 'h2';
  const lines = effectLines(ev, lang, t);
  return (
    <section class="tool-effects">
      <H>{t('tools.effects')}</H>
      {lines.length > 0 ? (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{t('tools.noEffects')}</p>
      )}
    </section>
  );
}
