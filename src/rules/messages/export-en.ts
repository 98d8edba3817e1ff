// The English messages of the exports' problems (export-ja.ts has the Japanese ones). Typed by code.
import type { ExportProblemMessages } from '../export/problem-types';
import type { Localized } from '../types';

const q = (l: Localized): string => `“${l.en}”`;

export const MESSAGES: ExportProblemMessages = {
  'problem.not-in-foundry-rune': (p) =>
    `Foundry’s pf2e system does not know ${q(p.rune)} yet and would drop it on import, so it is left out of the item’s runes (the name still says it): add it in Foundry by hand when the system has it.`,
  'problem.not-in-foundry-material': (p) =>
    `Foundry’s pf2e system does not know the material ${q(p.material)}, so the item is exported without it: set it in Foundry by hand.`,
};
