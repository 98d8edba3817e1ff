// The descriptive part of the weapon runes of Secrets of Magic, keyed by the slugs of secrets-of-magic.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_SECRETS_OF_MAGIC } from './secrets-of-magic';
import { damageWord } from '../../summary-text';

const FORCE = damageWord('force');

export const WEAPON_SECRETS_OF_MAGIC_DETAILS: Readonly<Record<(typeof WEAPON_SECRETS_OF_MAGIC)[number]['slug'], RuneDetails>> = {
  'greater-impactful': {
    traits: ['force', 'magical'], bookName: 'Impactful (Greater)', jaConfirmed: false,
    source: { book: 'secrets-of-magic', page: 185 },
    effects: { critEffect: { effect: 'optional-push-away', save: { save: 'fortitude', dc: 37 }, numbers: { pushFt: 10 } } },
  },
};

export const WEAPON_SECRETS_OF_MAGIC_SUMMARIES: Readonly<Record<(typeof WEAPON_SECRETS_OF_MAGIC)[number]['slug'], RuneSummary>> = {
  'greater-impactful': { ja: `命中に${FORCE.ja}ダメージ、クリティカル・ヒットで押しやる`, en: `${FORCE.opening} damage on every hit; a critical hit pushes the foe back` },
};
