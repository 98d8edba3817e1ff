import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BASE_ITEMS, evaluateItem, getRune, parseItemName, RUNES, type BaseItem, type ItemSpec, type Rune } from '../../src/rules';
import { foldForSearch } from '../../src/rules/fold';
import { addReaderAliases, prepareNameReader } from '../../src/rules/read-name';
import { calculatorTakes } from '../../src/rules/core';
import { RUNE_SLOTS, slotOf } from '../../src/rules/slots';

const read = (text: string) => parseItemName(text);

describe('parseItemName reads what itemName writes', () => {
  it('reads the English name of a weapon with every kind of rune', () => {
    expect(read('+2 greater striking flaming frost longsword')).toMatchObject({
      spec: { base: 'longsword', potency: 2, striking: 'greater-striking', property: ['flaming', 'frost'] },
      unread: [],
      guesses: [],
    });
  });

  it("reads the Japanese name in the seed's style", () => {
    expect(read('＋2グレーター・ストライキング・フレイミング・フロスト・ロングソード')).toMatchObject({
      spec: { base: 'longsword', potency: 2, striking: 'greater-striking', property: ['flaming', 'frost'] },
      unread: [],
    });
  });

  it('reads armor and shields: resilient, reinforcing, energy-resistant', () => {
    expect(read('+1 resilient fire-resistant chain mail').spec).toEqual({
      base: 'chain-mail',
      potency: 1,
      resilient: 'resilient',
      property: ['fire-resistant'],
    });
    expect(read('マイナー・リーンフォーシング・スティール・シールド').spec).toEqual({
      base: 'steel-shield',
      reinforcing: 'minor-reinforcing',
    });
  });

  it('says what each word was read as, in order', () => {
    const { words } = read('+1 striking flaming longsword');
    expect(words.map((w) => [w.kind, w.slug, w.name?.ja])).toEqual([
      ['potency', undefined, '＋1'],
      ['rune', 'striking', 'ストライキング'],
      ['rune', 'flaming', 'フレイミング'],
      ['base', 'longsword', 'ロングソード'],
    ]);
  });

  it('reads every rune of the catalogue by its name in both languages', () => {
    for (const rune of RUNES.filter((r) => slotOf(r) !== 'potency' && calculatorTakes(r))) {
      for (const lang of ['en', 'ja'] as const) {
        const { parts, unread } = read(rune.name[lang]);
        const got = rune.kind === 'property' ? parts.property : parts[slotOf(rune) as 'striking'];
        expect(got, `${rune.slug} (${lang})`).toEqual(rune.kind === 'property' ? [rune.slug] : rune.slug);
        expect(unread, `${rune.slug} (${lang})`).toEqual([]);
      }
    }
  });

  it('reads every base item by its name in both languages and by its other spellings', () => {
    for (const item of BASE_ITEMS) {
      for (const name of [item.name.en, item.name.ja, ...item.aliases.filter((a) => isOnlyName(a, item))]) {
        expect(read(name).spec, `${item.slug}: ${name}`).toEqual({ base: item.slug });
      }
    }
    expect(read('+1 dwarven war axe').spec).toEqual({ base: 'dwarven-waraxe', potency: 1 });
    expect(read('マン・ゴーシュ').spec).toEqual({ base: 'main-gauche' });
  });
});

/** An alias that names only this item (the search's "clothing" also names explorer's clothing alone). */
function isOnlyName(alias: string, item: BaseItem): boolean {
  return (
    BASE_ITEMS.filter((b) => b.aliases.some((a) => foldForSearch(a) === foldForSearch(alias))).length === 1 &&
    foldForSearch(alias) !== foldForSearch(item.name.en)
  );
}

describe('parseItemName reads names as players type them', () => {
  const sword = { base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'] };

  it('in any case and spacing', () => {
    expect(read('+1 Striking Flaming Longsword').spec).toEqual(sword);
    expect(read('  +1   STRIKING flaming   longsword ').spec).toEqual(sword);
    expect(read('+1 striking flaming long sword').spec).toEqual(sword);
  });

  it('with full-width or half-width digits and signs, glued to the word or not', () => {
    expect(read('＋１ストライキング・フレイミング・ロングソード').spec).toEqual(sword);
    expect(read('+1ストライキング・フレイミング・ロングソード').spec).toEqual(sword);
    expect(read('＋ 1 striking flaming longsword').spec).toEqual(sword);
    expect(read('+1striking flaming longsword').spec).toEqual(sword);
  });

  it('with or without 「・」, in hiragana or half-width kana', () => {
    expect(read('＋1ストライキングフレイミングロングソード').spec).toEqual(sword);
    expect(read('＋1 ストライキング フレイミング ロングソード').spec).toEqual(sword);
    expect(read('＋１すとらいきんぐ・ふれいみんぐ・ろんぐそーど').spec).toEqual(sword);
    expect(read('+1ｽﾄﾗｲｷﾝｸﾞ･ﾌﾚｲﾐﾝｸﾞ･ﾛﾝｸﾞｿｰﾄﾞ').spec).toEqual(sword);
  });

  it('a word starting with a vowel kana typed right after one that ends on the same vowel', () => {
    // Folding a run of kana drops a vowel that lengthens the one before it: ストライキング|ウーンディング.
    expect(read('＋1ストライキングウーンディングロングソード').spec).toEqual({ ...sword, property: ['wounding'] });
  });

  it('with the Japanese renderings the search also accepts (ポテンシー, ファイヤー, グレイター)', () => {
    expect(read('グレイター・ストライキング・メイス').spec).toEqual({ base: 'mace', striking: 'greater-striking' });
    expect(read('＋1ファイヤー・レジスタント・チェイン・メイル').spec?.property).toEqual(['fire-resistant']);
  });

  it('by old names and other spellings the catalogue knows (disrupting → vitalizing, speed → quickstrike)', () => {
    expect(read('+1 striking disrupting mace').spec).toEqual({ base: 'mace', potency: 1, striking: 'striking', property: ['vitalizing'] });
    expect(read('+2 speed longsword').spec).toEqual({ base: 'longsword', potency: 2, property: ['quickstrike'] });
    expect(read('+1 greater disrupting mace').spec?.property).toEqual(['greater-vitalizing']);
    expect(read('+1 resist fire leather armor').spec?.property).toEqual(['fire-resistant']);
  });

  it("a grade word written after its rune, as the book's index does, or before it", () => {
    expect(read('striking (greater) mace').spec).toEqual({ base: 'mace', striking: 'greater-striking' });
    expect(read('ストライキング（メジャー）・メイス').spec).toEqual({ base: 'mace', striking: 'major-striking' });
    expect(read('+1 flaming greater longsword').spec?.property).toEqual(['greater-flaming']);
    const lone = read('greater longsword');
    expect(lone.spec).toEqual({ base: 'longsword' });
    expect(lone.unread).toEqual(['greater']);
  });

  it('one typo per word, when only one word is that close, reported as a guess', () => {
    const r = read('+1 strikng flamming longsword');
    expect(r.spec).toEqual(sword);
    expect(r.guesses).toEqual([
      { typed: 'strikng', chosen: getRune('striking')?.name, slug: 'striking' },
      { typed: 'flamming', chosen: getRune('flaming')?.name, slug: 'flaming' },
    ]);
    expect(r.words.filter((w) => w.guess).map((w) => w.text)).toEqual(['strikng', 'flamming']);
    expect(read('+1 vorpel longsword').spec?.property).toEqual(['vorpal']);
    expect(read('＋1ストライキング・フレイミンク・ロングソード').guesses.map((g) => g.slug)).toEqual(['flaming']);
    expect(read('lnogsword').spec).toEqual({ base: 'longsword' });
  });

  it('no guess when a typed word is one edit from two words (frist: frost or fist), nor for short words', () => {
    const frist = read('+1 frist longsword');
    expect(frist.spec).toEqual({ base: 'longsword', potency: 1 });
    expect(frist.unread).toEqual(['frist']);
    expect(read('sab').spec).toBeNull(); // sai? sap? too short to guess
    expect(read('+1 flamminng longsword').unread).toEqual(['flamminng']); // two typos
  });

  it('runes without a base item: no spec, but the parts read ("+3 major striking")', () => {
    const r = read('+3 major striking');
    expect(r.spec).toBeNull();
    expect(r.parts).toEqual({ potency: 3, striking: 'major-striking' });
    expect(r.unread).toEqual([]);
  });
});

describe('parseItemName never drops a word and never throws', () => {
  it('lists every word it could not place, in order, as typed', () => {
    const r = read('+1 shiny striking longsword of doom');
    expect(r.spec).toEqual({ base: 'longsword', potency: 1, striking: 'striking' });
    expect(r.unread).toEqual(['shiny', 'of', 'doom']);
  });

  it('a second base item, a second +N or a second rune for a filled slot is unread, not silently lost', () => {
    expect(read('+1 +2 longsword').unread).toEqual(['+2']);
    expect(read('longsword mace').unread).toEqual(['mace']);
    expect(read('striking greater striking longsword').unread).toEqual(['greater striking']);
  });

  it('a rune that does not fit the item stays in the spec, for evaluateItem to explain', () => {
    const r = read('+1 resilient longsword');
    expect(r.spec).toEqual({ base: 'longsword', potency: 1, resilient: 'resilient' });
    expect(evaluateItem(r.spec as ItemSpec).problems.map((p) => p.code)).toContain('wrong-target');
    expect(evaluateItem(read('+7 longsword').spec as ItemSpec).problems.map((p) => p.code)).toEqual(['invalid-potency']);
  });

  it('text that is no item: spec null, every word unread', () => {
    expect(read('hello world')).toMatchObject({ spec: null, unread: ['hello', 'world'], guesses: [] });
    expect(read('')).toEqual({ spec: null, parts: {}, words: [], unread: [], guesses: [] });
    expect(read('・・、、!!').unread).toEqual([]);
  });

  it('a known word inside a longer one: the rest of it is unread, quoted as typed', () => {
    expect(read('ストライキングほげロングソード')).toMatchObject({ spec: { base: 'longsword', striking: 'striking' }, unread: ['ほげ'] });
  });

  it('reads only the first 200 characters of a pasted page and reports the rest unread', () => {
    const tail = ' longsword'.repeat(50);
    const r = read(`+1 striking${' '.repeat(190)}${tail}`);
    expect(r.unread.at(-1)?.length).toBeGreaterThan(100);
  });

  it('on any string: no exception, and only the words in `unread` are left unread', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.string({ unit: 'grapheme' }),
          fc.constantFrom('\uD800', '＋', '+', '+99999999999999999999 longsword', '__proto__ constructor'),
        ),
        (text) => {
          const r = read(text);
          expect(Array.isArray(r.unread) && Array.isArray(r.words)).toBe(true);
          expect(r.unread).toEqual(r.words.filter((w) => w.kind === 'unread').map((w) => w.text));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('every letter of a Latin text is in a word read or unread: nothing silently skipped', () => {
    const word = fc.oneof(
      fc.stringMatching(/^[a-z]{1,9}$/),
      fc.constantFrom(...RUNES.map((r) => r.name.en), ...BASE_ITEMS.map((b) => b.name.en), '+1', '+3'),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (parts) => {
        const text = parts.join(' ');
        const r = read(text);
        const letters = (s: string) => foldForSearch(s.replace(/\+\d+/g, ''));
        expect(r.words.map((w) => letters(w.text)).join('')).toBe(letters(text));
        // every +N is a word: read as the potency, or unread when it is a second one
        expect(r.words.filter((w) => /^\+\d+$/.test(w.text)).length).toBe((text.match(/\+\d+/g) ?? []).length);
      }),
      { numRuns: 400 },
    );
  });
});

describe('round trip: every item the builder can write reads back as the same item', () => {
  const same = (spec: ItemSpec, lang: 'en' | 'ja') => {
    const item = evaluateItem(spec);
    const reading = read(item.name[lang]);
    const back = evaluateItem(reading.spec as ItemSpec);
    const view = (i: typeof item) => ({
      name: i.name,
      level: i.level,
      priceCp: i.priceCp,
      runes: i.runes,
      active: i.activeProperty,
      dormant: i.dormantProperty,
    });
    expect(reading.unread, `${item.name[lang]}`).toEqual([]);
    expect(reading.guesses, `${item.name[lang]}`).toEqual([]);
    expect(view(back), `${item.name[lang]}`).toEqual(view(item));
  };
  const fundamentalsOf = (target: Rune['target']) =>
    RUNE_SLOTS.map((slot) => RUNES.filter((r) => r.target === target && slotOf(r) === slot));
  const propertyOf = (target: Rune['target']) => RUNES.filter((r) => r.target === target && r.kind === 'property');

  it('all base items × potency × every fundamental grade, with property runes in turn, both languages', () => {
    let turn = 0;
    for (const item of BASE_ITEMS) {
      const property = propertyOf(item.kind);
      for (const potency of [0, 1, 2, 3]) {
        for (const [i, slot] of RUNE_SLOTS.entries()) {
          for (const rune of [undefined, ...(fundamentalsOf(item.kind)[i] ?? [])]) {
            // Property runes in turn through the target's list, 0 to 3 of them, so each rune meets many items.
            const count = turn % 4;
            const picked = Array.from({ length: count }, (_, k) => property[(turn * 3 + k) % Math.max(property.length, 1)]?.slug).filter(
              (s): s is string => !!s,
            );
            turn += 1;
            const spec: ItemSpec = { base: item.slug, potency, ...(rune ? { [slot]: rune.slug } : {}), property: [...new Set(picked)] };
            same(spec, 'en');
            same(spec, 'ja');
          }
        }
      }
    }
  }, 60_000);

  it('sampled items: any base, fundamentals and up to four property runes of its target', () => {
    const spec = fc.constantFrom(...BASE_ITEMS).chain((item) =>
      fc.record({
        base: fc.constant(item.slug),
        potency: fc.integer({ min: 0, max: 3 }),
        striking: fc.constantFrom(undefined, ...RUNES.filter((r) => slotOf(r) === 'striking').map((r) => r.slug)),
        resilient: fc.constantFrom(undefined, ...RUNES.filter((r) => slotOf(r) === 'resilient').map((r) => r.slug)),
        reinforcing: fc.constantFrom(undefined, ...RUNES.filter((r) => slotOf(r) === 'reinforcing').map((r) => r.slug)),
        property: fc.uniqueArray(fc.constantFrom(...propertyOf(item.kind === 'shield' ? 'weapon' : item.kind).map((r) => r.slug)), {
          maxLength: 4,
        }),
      }),
    );
    fc.assert(
      fc.property(spec, fc.constantFrom('en' as const, 'ja' as const), (s, lang) => {
        const clean = Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as unknown as ItemSpec;
        same(clean, lang);
      }),
      { numRuns: 1500 },
    );
  }, 60_000);
});

// The calculators do not load the pages' catalogue (catalog.ts): their reader is src/lib/name-reader.ts, which
// registers the base items' and the runes' alias tables. Loaded here in fresh modules, without catalog.ts.
describe("the calculators' reader reads the runes' old names and other spellings, as read, not as guesses", () => {
  type Reader = typeof parseItemName;
  let island: Reader;
  let withoutTable: ItemNameReadingLike;
  beforeAll(async () => {
    vi.resetModules();
    await import('../../src/rules/all-runes');
    await import('../../src/rules/all-base-items');
    const bare = await import('../../src/rules/read-name');
    withoutTable = bare.parseItemName('+1 striking disrupting mace');
    island = (await import('../../src/lib/name-reader')).parseItemName;
  });
  type ItemNameReadingLike = ReturnType<Reader>;

  const cases: [string, string, ItemSpec][] = [
    ['+1 striking disrupting mace', 'disrupting', { base: 'mace', potency: 1, striking: 'striking', property: ['vitalizing'] }],
    ['+2 Speed Longsword', 'Speed', { base: 'longsword', potency: 2, property: ['quickstrike'] }],
    ['+1 dancing longsword', 'dancing', { base: 'longsword', potency: 1, property: ['animated'] }],
    ['+1 greater disrupting mace', 'greater disrupting', { base: 'mace', potency: 1, property: ['greater-vitalizing'] }],
    [
      '＋1ストライキング・ディスラプティング・メイス',
      'ディスラプティング',
      { base: 'mace', potency: 1, striking: 'striking', property: ['vitalizing'] },
    ],
    ['＋2スピード・ロングソード', 'スピード', { base: 'longsword', potency: 2, property: ['quickstrike'] }],
    ['＋1 だんしんぐ ろんぐそーど', 'だんしんぐ', { base: 'longsword', potency: 1, property: ['animated'] }],
  ];

  it.each(cases)('%s', (text, old, spec) => {
    const r = island(text);
    expect(r.spec).toEqual(spec);
    expect(r.unread).toEqual([]);
    expect(r.guesses).toEqual([]);
    const rune = getRune(spec.property?.[0] ?? '');
    const word = r.words.find((w) => w.slug === rune?.slug);
    expect(word).toMatchObject({ kind: 'rune', name: rune?.name });
    expect(word?.guess).toBeFalsy();
    expect(foldForSearch(word?.text ?? '')).toBe(foldForSearch(old));
  });

  it("the aliases come with the reader's chunk: the reader alone does not know them", () => {
    expect(withoutTable.spec?.property ?? []).not.toContain('vitalizing');
    expect(withoutTable.unread).toEqual(['disrupting']);
  });
});

describe('the word table built in steps', () => {
  it('prepareNameReader builds it a step per call, and names read after it as from a table built at once', () => {
    const names = [
      '＋1ストライキング・フレイミング・ロングソード',
      '+2 greater striking frost longsword',
      '冷たい鉄製のロングソード',
      'ふれいみんぐ',
    ];
    const atOnce = names.map((name) => parseItemName(name));
    addReaderAliases([]); // a new version of the aliases: the table is built afresh
    const steps = prepareNameReader();
    let yielded = 0;
    while (!steps.next().done) yielded++;
    expect(yielded).toBeGreaterThanOrEqual(2);
    expect(names.map((name) => parseItemName(name))).toEqual(atOnce);
    // Built: a second preparation has nothing left to do.
    expect(prepareNameReader().next().done).toBe(true);
  });
});
