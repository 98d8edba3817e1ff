// "No function throws on user input" (src/rules/README.md), held for every function src/rules/index.ts exports:
// the list is read from the module itself, so an export added later is fuzzed too. Each gets arbitrary JSON-like
// values, catalogue records and records with one field wrong, prototype names and exotic values, and must return
// (never throw) something that is not a function nor a prototype object (`constructor` read from a plain table
// gives Object). Then the name reader and the item rules must still work: no call may break them for the
// session.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/rules';

const PROTO_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__'];
const CATALOGUE_WORDS = ['longsword', 'flaming', 'striking', 'cold-iron', 'low', 'high', 'en', 'ja', 'weapon', 'no-free-slot', 'gm-core'];
const FIELDS = ['base', 'potency', 'striking', 'property', 'material', 'grade', 'slug', 'kind', 'target', 'family', 'variant'];
const MORE_FIELDS = ['code', 'params', 'book', 'page', 'usage', 'categories', 'weapon', 'armor', 'shield', 'name', 'en', 'ja'];

const exotic = fc.constantFrom<unknown>(
  undefined,
  null,
  Number.NaN,
  Infinity,
  -Infinity,
  -0,
  2 ** 53,
  -1,
  1.5,
  10n,
  Symbol('x'),
  () => 1,
  new Date(Number.NaN),
  /x/,
  new Map([['longsword', 5]]),
  new Set(['x']),
  Object.create(null),
  [undefined],
  { length: -1 },
  '',
  '\u0000',
  'a'.repeat(2000),
  new Proxy({}, {}),
  Object.freeze([]),
  { toString: 1, valueOf: 1 },
  { [Symbol.iterator]: 1 },
  'abc',
);

// Records of the catalogue, as the record-taking helpers expect them, and the same with one field wrong.
const RECORDS: object[] = [
  rules.RUNES[0]!,
  rules.getRune('flaming')!,
  rules.getRune('greater-striking')!,
  rules.BASE_ITEMS[0]!,
  rules.getBaseItem('chain-mail')!,
  rules.getBaseItem('steel-shield')!,
  rules.MATERIALS['cold-iron'],
  rules.MATERIALS.duskwood,
  rules.getRune('flaming')!.usage,
  { book: 'gm-core', page: 1 },
  { code: 'no-free-slot', severity: 'error', params: {} },
  { material: rules.MATERIALS.silver, grade: 'low' },
];

const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 2 }),
    exotic,
    fc.constantFrom(...PROTO_NAMES, ...CATALOGUE_WORDS),
    fc.constantFrom(...RECORDS),
    fc.tuple(fc.constantFrom(...RECORDS), fc.constantFrom(...FIELDS, ...MORE_FIELDS, ...PROTO_NAMES), tie('v')).map(([record, key, v]) => ({
      ...record,
      [key]: v,
    })),
    fc.dictionary(fc.oneof(fc.constantFrom(...PROTO_NAMES, ...FIELDS), fc.string({ maxLength: 6 })), tie('v'), { maxKeys: 4 }),
    fc.array(tie('v'), { maxLength: 3 }),
  ),
})).v;

// An export that changes the session's state (the reader's aliases) is fuzzed with words for slugs that are not in
// the catalogue, so that the fuzz can't teach the reader a word for a real rune (a test elsewhere would then read
// differently); its bad-entry cases are below.
const notInCatalogue = (v: unknown): unknown => {
  if (typeof v === 'string' && (rules.getRune(v) || rules.getBaseItem(v))) return `${v}-not-in-catalogue`;
  return Array.isArray(v) ? v.map(notInCatalogue) : v;
};
const STATEFUL = new Set(['addReaderAliases']);

const FUNCTIONS = Object.entries(rules).filter((e): e is [string, (...args: unknown[]) => unknown] => typeof e[1] === 'function');
const PROTOTYPES = new Set<unknown>([Object.prototype, Function.prototype, Array.prototype, String.prototype]);

function expectPlainResult(name: string, args: unknown[], result: unknown): void {
  const what = `${name}(${args.map((a) => (typeof a === 'string' ? JSON.stringify(a) : typeof a)).join(', ')})`;
  expect(typeof result, what).not.toBe('function');
  expect(PROTOTYPES.has(result), what).toBe(false);
}

describe('every function exported by src/rules/index.ts never throws', () => {
  it('the exports are read from the module (a new export is covered without a change here)', () => {
    expect(FUNCTIONS.map(([name]) => name)).toEqual(
      expect.arrayContaining(['evaluateItem', 'problemMessage', 'addReaderAliases', 'gradeStats']),
    );
  });

  for (const [name, fn] of FUNCTIONS) {
    it(`${name}: arbitrary values, wrong records, prototype names, exotic values`, () => {
      fc.assert(
        fc.property(fc.array(value, { maxLength: 4 }), (args) => {
          const given = STATEFUL.has(name) ? args.map(notInCatalogue) : args;
          expectPlainResult(name, given, fn(...given));
        }),
        { numRuns: 150, seed: 42 },
      );
      // every argument a prototype name, in each position
      for (const proto of PROTO_NAMES) {
        for (let n = 1; n <= 4; n++) {
          const args = Array.from({ length: n }, () => proto);
          if (STATEFUL.has(name)) continue;
          expectPlainResult(name, args, fn(...args));
        }
      }
    });
  }

  it('the name reader and the item rules still work afterwards', () => {
    const reading = rules.parseItemName('+1 striking flaming longsword');
    expect(reading.spec).toEqual({ base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'] });
    expect(rules.evaluateItem(reading.spec!).name.en).toBe('+1 striking flaming longsword');
  });
});

describe('the cases that threw or answered wrongly', () => {
  const problem = rules.evaluateItem({ base: 'longsword', potency: 1, property: ['flaming', 'frost'] }).problems[0]!;

  it('problemMessage in a locale other than ja or en reads English', () => {
    expect(rules.problemMessage(problem, 'fr' as never)).toBe(rules.problemMessage(problem, 'en'));
    expect(rules.problemMessage(problem, '__proto__' as never)).toBe(rules.problemMessage(problem, 'en'));
  });

  it('a problem whose params its message can’t read gives its code', () => {
    expect(rules.problemMessage({ code: 'no-free-slot', params: null as never }, 'en')).toBe('no-free-slot');
    expect(rules.problemMessage(null as never, 'en')).toBe('');
  });

  it('prototype names are unknown, of the right type', () => {
    expect(rules.maxRuneLevel('constructor' as never)).toBe(0);
    expect(rules.problemSeverity('constructor' as never)).toBe('error');
    expect(rules.gradeStats(rules.MATERIALS.silver, rules.getBaseItem('longsword')!, 'constructor' as never)).toBeUndefined();
    expect(rules.craftRankNeeded('constructor' as never)).toBe('expert');
  });

  it('addReaderAliases skips a bad entry and keeps the good ones: the reader keeps reading', () => {
    rules.addReaderAliases([['not-a-rune', [5 as never, null as never, '']], null as never, ['x'] as never, 'abc' as never]);
    rules.addReaderAliases(42 as never);
    expect(rules.parseItemName('+2 greater striking frost longsword').spec).toEqual({
      base: 'longsword',
      potency: 2,
      striking: 'greater-striking',
      property: ['frost'],
    });
  });
});
