// The traits that are also damage types: written once here, read by TRAITS (labels.ts) and by the damage-type labels
// (src/i18n/effects.ts), which name a damage by them in the item builder too. A module of its own, so that it goes
// only where a damage is named: in labels.ts it would sit in the chunk every calculator loads first.
import type { TraitLabel } from '../types';

export const DAMAGE_TRAITS = {
  sonic: { label: { ja: '音波', en: 'sonic' }, jaConfirmed: false },
  spirit: { label: { ja: '霊', en: 'spirit' }, jaConfirmed: false },
  void: { label: { ja: 'ヴォイド', en: 'void' }, jaConfirmed: false },
  vitality: { label: { ja: '活力', en: 'vitality' }, jaConfirmed: false },
  force: { label: { ja: '力場', en: 'force' }, jaConfirmed: false },
  mental: { label: { ja: '精神', en: 'mental' }, jaConfirmed: true }, // community: rkasumi/pf2eja spells (Grisly Growths: 精神かつ視覚効果)
  poison: { label: { ja: '毒', en: 'poison' }, jaConfirmed: false },
} as const satisfies Readonly<Record<string, TraitLabel>>;
