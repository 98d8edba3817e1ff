import { MATERIALS } from '../../src/rules/data/materials';
import { describe, expect, it } from 'vitest';
import { getBaseItem, getRune, PROBLEM_CODES, PROFICIENCY_LABELS, problemMessage, type ProblemParams } from '../../src/rules';
import { MESSAGES as EN } from '../../src/rules/messages/en';
import { MESSAGES as JA } from '../../src/rules/messages/ja';
import { MESSAGES as PLANNER_EN } from '../../src/rules/messages/planner-en';
import { MESSAGES as PLANNER_JA } from '../../src/rules/messages/planner-ja';
import { PLANNER_PROBLEM_CODES } from '../../src/rules/planner-problems';
import { MESSAGES as TRANSFER_EN, RANK as RANK_EN } from '../../src/rules/messages/transfer-en';
import { MESSAGES as TRANSFER_JA, RANK as RANK_JA } from '../../src/rules/messages/transfer-ja';
import { ITEM_PROBLEM_CODES } from '../../src/rules/problems';
import { anyProblem, TRANSFER_PROBLEM_CODES } from '../../src/rules/transfer-problems';

// The problem messages live in one table per language (src/rules/messages/); the types make each table name every
// code of its part. These check what the types can't: the tables hold no stray code, every code reads as a real
// sentence in both languages, and both languages name the same things.

// Every name any message reads: each code takes the ones it needs.
const params = {
  rune: getRune('flaming')!.name,
  other: getRune('frost')!.name,
  item: getBaseItem('longsword')!.name,
  field: 'property[1]',
  value: 'zap',
  count: 7,
  // a usage line as usageLabel writes it (USAGE_LABELS.weapon's words also occur in other messages)
  usage: { ja: 'クラン・ダガーに彫刻', en: 'etched onto a clan dagger' },
  rank: 'legendary',
  material: MATERIALS['cold-iron'].name,
  grade: 'standard',
  fix: 'high',
} satisfies Required<ProblemParams>;

describe('problem messages', () => {
  it('each table holds exactly the codes of its part', () => {
    const keys = (codes: readonly string[]) => codes.map((code) => `problem.${code}`).sort();
    expect(Object.keys(JA).sort()).toEqual(keys(ITEM_PROBLEM_CODES));
    expect(Object.keys(EN).sort()).toEqual(keys(ITEM_PROBLEM_CODES));
    expect(Object.keys(TRANSFER_JA).sort()).toEqual(keys(TRANSFER_PROBLEM_CODES));
    expect(Object.keys(TRANSFER_EN).sort()).toEqual(keys(TRANSFER_PROBLEM_CODES));
    expect(Object.keys(PLANNER_JA).sort()).toEqual(keys(PLANNER_PROBLEM_CODES));
    expect(Object.keys(PLANNER_EN).sort()).toEqual(keys(PLANNER_PROBLEM_CODES));
    expect(PROBLEM_CODES).toHaveLength(ITEM_PROBLEM_CODES.length + TRANSFER_PROBLEM_CODES.length + PLANNER_PROBLEM_CODES.length);
  });

  it('every code reads as a message in both languages, naming the same things', () => {
    for (const code of PROBLEM_CODES) {
      const p = anyProblem(code, params, 'flaming');
      const ja = problemMessage(p, 'ja');
      const en = problemMessage(p, 'en');
      expect(ja.length, code).toBeGreaterThan(10);
      expect(en.length, code).toBeGreaterThan(10);
      expect(ja, code).toMatch(/[\u3040-\u30ff]/);
      expect(en, code).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(ja, code).not.toContain('undefined');
      expect(en, code).not.toContain('undefined');
      // A name or a number one language shows, the other shows too.
      for (const key of ['rune', 'other', 'item', 'usage', 'material'] as const) {
        expect(ja.includes(params[key]!.ja), `${code} ${key}`).toBe(en.includes(params[key]!.en));
      }
      expect(ja.includes('zap'), `${code} value`).toBe(en.includes('zap'));
      expect(ja.includes('7'), `${code} count`).toBe(en.includes('7'));
      expect(ja.includes('性質ルーン 2'), `${code} field`).toBe(en.includes('Property rune 2'));
      expect(ja.includes('伝説でなければ'), `${code} rank`).toBe(en.includes('legendary proficiency'));
      expect(ja.includes('標準'), `${code} grade`).toBe(en.includes('standard-grade'));
    }
  });

  it('the rank words of the messages are the site’s labels', () => {
    for (const rank of Object.keys(PROFICIENCY_LABELS) as (keyof typeof PROFICIENCY_LABELS)[]) {
      expect(RANK_JA[rank]).toBe(PROFICIENCY_LABELS[rank].label.ja);
      expect(RANK_EN[rank]).toBe(PROFICIENCY_LABELS[rank].label.en);
    }
  });

  it('a message without its table reads as the code, never an exception', () => {
    const p = { code: 'no-such-code', severity: 'error' as const, params: {} };
    expect(problemMessage(p, 'ja')).toBe('no-such-code');
    expect(problemMessage(p, 'en')).toBe('no-such-code');
  });
});
