// Every accessory rune, book by book (Treasure Vault pp. 144-145, Grand Bazaar pp. 88-89, Highhelm p. 87). Accessory runes
// are applied to clothing, footwear, containers, shields and vehicles, not etched onto a weapon, armor or shield the
// calculators price: only pages read this index (all-runes.ts), never a calculator chunk (src/lib/runes/).
import type { RuneCoreData } from '../../../types';
import { ACCESSORY_GRAND_BAZAAR } from './grand-bazaar';
import { ACCESSORY_LO_HIGHHELM } from './lo-highhelm';
import { ACCESSORY_TREASURE_VAULT } from './treasure-vault';

export const ACCESSORY_RUNES = [...ACCESSORY_TREASURE_VAULT, ...ACCESSORY_GRAND_BAZAAR, ...ACCESSORY_LO_HIGHHELM] as const satisfies readonly RuneCoreData[];
