// The Japanese messages of the exports' problems (export-en.ts has the English ones). Typed by code.
import type { ExportProblemMessages } from '../export/problem-types';
import type { Localized } from '../types';

const q = (l: Localized): string => `「${l.ja}」`;

export const MESSAGES: ExportProblemMessages = {
  'problem.not-in-foundry-rune': (p) =>
    `Foundryのpf2eシステムはまだ${q(p.rune)}を知らず、取り込むと捨ててしまうため、アイテムのルーンから外しました（名前には残っています）。システムが対応したらFoundry側で書き足してください。`,
  'problem.not-in-foundry-material': (p) =>
    `Foundryのpf2eシステムは素材${q(p.material)}を知らないため、素材なしで書き出しました。Foundry側で設定してください。`,
};
