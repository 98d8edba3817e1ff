// The descriptive part of the weapon runes of Lost Omens: Knights of Lastwall, keyed by the slugs of lo-knights-of-lastwall.ts, and their index lines.
import type { RuneDetails, RuneSummary } from '../../../types';
import type { WEAPON_LO_KNIGHTS_OF_LASTWALL } from './lo-knights-of-lastwall';

export const WEAPON_LO_KNIGHTS_OF_LASTWALL_DETAILS: Readonly<Record<(typeof WEAPON_LO_KNIGHTS_OF_LASTWALL)[number]['slug'], RuneDetails>> = {
  'called': {
    traits: ['magical'], bookName: 'Called', jaConfirmed: false,
    source: { book: 'lo-knights-of-lastwall', page: 89 },
    effects: { activation: { actions: { minutes: 1 }, traits: ['concentrate'], effect: 'claim-then-call', numbers: { rangeFt: 100 }, text: { ja: '君は武器を手にして自分を持ち主と定める。以前の持ち主の主張は消える。', en: 'Holding the weapon, you claim it as its owner; any earlier claim ends.' }, also: [{ name: { ja: '呼び寄せ', en: 'Call' }, actions: 2, traits: ['concentrate', 'teleportation'], text: { ja: '{rangeFt}フィート以内にある武器が君の手に瞬間移動する。押さえつけられていても構わない。武器を持っているクリーチャーは君の意志DCに対して意志セーヴを行え、成功すると君の主張は断たれ、もう一度主張し直すまで呼び寄せられない。', en: 'The weapon, if within {rangeFt} feet, teleports into your hand even if it is held down. A creature holding it can attempt a Will save against your Will DC; on a success your claim is broken until you claim the weapon again.' } }] } },
  },
};

export const WEAPON_LO_KNIGHTS_OF_LASTWALL_SUMMARIES: Readonly<Record<(typeof WEAPON_LO_KNIGHTS_OF_LASTWALL)[number]['slug'], RuneSummary>> = {
  'called': { ja: '持ち主と定めた者の手元へ、離れた所から瞬間移動して戻る', en: 'Teleports to its claimed owner\'s hand from a distance' },
};
