import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_ITEMS,
  MATERIAL_GRADES,
  MATERIAL_SLUGS,
  RUNES,
  ccfoliaPiece,
  foundryItem,
  canMake,
  foundryRuneKey,
  getMaterial,
  getRune,
  gradesFor,
  problemMessage,
  runesOfFamily,
  type ItemSpec,
} from '../../src/rules';
import {
  FOUNDRY_MATERIAL_KEYS,
  FOUNDRY_RENAMED,
  NOT_IN_FOUNDRY,
  FOUNDRY_WEAPON_PROPERTY_KEYS,
  FOUNDRY_ARMOR_PROPERTY_KEYS,
} from '../../src/rules/export/foundry-keys';
import { notInFoundry } from '../../src/rules/export/foundry-unknown';
import { evaluateItem } from '../../src/rules/item';
import { CCFOLIA_CHARACTER_CLIPBOARD_SCHEMA, FOUNDRY_ITEM_SCHEMA } from './export-schemas';

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
const validPiece = ajv.compile(CCFOLIA_CHARACTER_CLIPBOARD_SCHEMA);
const validItem = ajv.compile(FOUNDRY_ITEM_SCHEMA);
const errors = (validate: { errors?: unknown }) => JSON.stringify(validate.errors);

const fundamentals = (family: string) => runesOfFamily(family).map((r) => r.slug);
const propertyRunes = RUNES.filter((r) => r.kind === 'property').map((r) => r.slug);

/** Any item the builder's fields can hold: a base item, a potency, each fundamental slot, up to four property runes
 * of any target and a material grade, valid together or not. */
const builderSpec: fc.Arbitrary<ItemSpec> = fc.record(
  {
    base: fc.constantFrom(...BASE_ITEMS.map((b) => b.slug)),
    potency: fc.integer({ min: 0, max: 3 }),
    striking: fc.constantFrom(...fundamentals('striking')),
    resilient: fc.constantFrom(...fundamentals('resilient')),
    reinforcing: fc.constantFrom(...fundamentals('reinforcing')),
    property: fc.array(fc.constantFrom(...propertyRunes), { maxLength: 4 }),
    material: fc.record({ slug: fc.constantFrom(...MATERIAL_SLUGS), grade: fc.constantFrom(...MATERIAL_GRADES) }),
  },
  { requiredKeys: ['base'] },
);

/** What BCDice reads of a palette line once CCFOLIA has put a param's value where each {label} stands: the text
 * before the first half-width space, half-width only, an add-dice or calculation command (docs.bcdice.org). A negative
 * modifier gives "+-2", which BCDice's add-dice grammar reads as "-2" (common_command/add_dice/parser.y: unary minus). */
function bcdiceCommand(line: string, modifier: string): string {
  const filled = line.replace(/\{[^}\s]+\}/g, modifier);
  return filled.slice(0, filled.indexOf(' '));
}
const ADD_DICE = /^\(?\d+d(4|6|8|10|12|20)(\+-?\d+)*(\+\d+d(4|6|8|10|12))*\)?(\*2)?$/;
const CALC = /^C\(\(?\d+(\+-?\d+)*\)?(\*2)?\)$/;

describe('ccfoliaPiece: a piece for CCFOLIA', () => {
  it('every item the builder can make is a piece the Clipboard API takes, in both languages', () => {
    fc.assert(
      fc.property(builderSpec, fc.constantFrom('ja' as const, 'en' as const), (spec, lang) => {
        const piece = ccfoliaPiece(spec, lang, { url: 'https://example.org/pf2e-runes/ja/tools/item-builder/?base=longsword' });
        expect(validPiece(piece), errors(validPiece)).toBe(true);
        expect(piece.data.name).not.toBe('');
        for (const line of (piece.data.commands ?? '').split('\n').filter(Boolean)) {
          for (const modifier of ['3', '-2']) {
            const command = bcdiceCommand(line, modifier);
            expect(command, line).toMatch(/^[\x21-\x7e]+$/);
            expect(ADD_DICE.test(command) || CALC.test(command), line).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, and still gives a valid piece, whatever it is handed', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (spec, lang, options) => {
        const piece = ccfoliaPiece(spec as ItemSpec, lang as 'ja', options as { url?: string });
        expect(validPiece(piece), errors(validPiece)).toBe(true);
      }),
    );
  });

  it('a longsword deals its d8 once per weapon damage die: 2d8 with striking, 3d8 greater, 4d8 major', () => {
    const cases = [
      [undefined, '1d8'],
      ['striking', '2d8'],
      ['greater-striking', '3d8'],
      ['major-striking', '4d8'],
    ] as const;
    for (const [striking, dice] of cases) {
      const spec: ItemSpec = { base: 'longsword', potency: 1, ...(striking ? { striking } : {}) };
      const lines = ccfoliaPiece(spec, 'en').data.commands?.split('\n') ?? [];
      expect(lines[0]).toBe(`1d20+{AttackMod}+1 Strike: ${striking ? `+1 ${striking.replace('-', ' ')} longsword` : '+1 longsword'}`);
      expect(lines[1]).toBe(`${dice}+{DamageMod} damage (slashing or piercing)`);
      expect(lines).toContain(`(${dice}+{DamageMod})*2 critical hit: damage (slashing or piercing)`);
    }
  });

  it("a flaming rune adds its 1d6 fire, doubled on a critical hit, and its critical 1d10 persistent fire, in the community's words", () => {
    const spec: ItemSpec = { base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'] };
    const ja = ccfoliaPiece(spec, 'ja').data.commands?.split('\n') ?? [];
    expect(ja).toEqual([
      '1d20+{攻撃修正}+1 “打撃”：＋1ストライキング・フレイミング・ロングソード',
      '2d8+{ダメージ修正} ダメージ［斬撃］または［刺突］',
      '1d6 フレイミング［火炎］',
      '(2d8+{ダメージ修正})*2 クリティカル・ヒット：ダメージ［斬撃］または［刺突］',
      '(1d6)*2 クリティカル・ヒット：フレイミング［火炎］',
      '1d10 クリティカル・ヒット：フレイミングの持続［火炎］',
    ]);
    const en = ccfoliaPiece(spec, 'en').data.commands?.split('\n') ?? [];
    expect(en).toContain('1d6 Flaming (fire)');
    expect(en).toContain('1d10 critical hit: Flaming (persistent fire)');
  });

  it('the palette reads params the piece has: each {label} of a line is one of its params', () => {
    for (const base of ['longsword', 'chain-mail', 'steel-shield', 'blowgun']) {
      for (const lang of ['ja', 'en'] as const) {
        const { data } = ccfoliaPiece({ base }, lang);
        const labels = new Set(data.params?.map((p) => p.label));
        for (const [, label] of (data.commands ?? '').matchAll(/\{([^}]+)\}/g)) expect(labels, `${base} ${lang}`).toContain(label);
      }
    }
  });

  it('names the piece after the item and carries its runes, level, Price, effects and share link', () => {
    const piece = ccfoliaPiece({ base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'] }, 'ja', {
      url: 'https://x.example/ja/',
    });
    expect(piece.data.name).toBe('＋1ストライキング・フレイミング・ロングソード');
    expect(piece.data.params).toEqual(
      expect.arrayContaining([
        { label: 'ルーン', value: '＋1ウェポン・ポテンシィ、ストライキング、フレイミング' },
        { label: 'アイテム・レベル', value: '8' },
        { label: '市価', value: '601 gp' },
      ]),
    );
    expect(piece.data.memo).toContain('フレイミング：［火炎］の追加ダメージ。大成功で持続［火炎］ダメージ');
    expect(piece.data.memo).toContain('+1 striking flaming longsword');
    expect(piece.data.externalUrl).toBe('https://x.example/ja/');
  });

  it('armor gives its AC and save item bonuses and a save line; a shield its Hardness, BT and HP as a status', () => {
    const armor = ccfoliaPiece({ base: 'chain-mail', potency: 2, resilient: 'greater-resilient', property: ['fire-resistant'] }, 'en').data;
    expect(armor.params).toEqual(
      expect.arrayContaining([
        { label: 'Item bonus to AC', value: '+2' },
        { label: 'Item bonus to saving throws', value: '+2' },
      ]),
    );
    expect(armor.commands).toBe('1d20+{SaveMod}+2 saving throw: +2 greater resilient fire-resistant chain mail');
    expect(armor.memo).toContain('Resistance fire 5');
    const shield = ccfoliaPiece({ base: 'steel-shield', reinforcing: 'minor-reinforcing' }, 'ja').data;
    expect(shield.status).toEqual([{ label: 'HP', value: 64, max: 64 }]);
    expect(shield.params).toEqual(
      expect.arrayContaining([
        { label: '硬度', value: '8' },
        { label: 'BT', value: '32' },
      ]),
    );
  });

  it("an item's problems are in the memo, in the reader's language", () => {
    const { memo } = ccfoliaPiece({ base: 'longsword', property: ['flaming'] }, 'en').data;
    expect(memo).toMatch(/Note: .*Flaming/);
    const unknown = ccfoliaPiece({ base: 'vorpal-spoon' }, 'ja').data;
    expect(unknown.name).toBe('（アイテムなし）');
    expect(unknown.memo).toContain('vorpal-spoon');
  });
});

describe('foundryItem: a Foundry VTT pf2e item', () => {
  it('every item the builder can make is an item of the fields Foundry reads, in either language', () => {
    fc.assert(
      fc.property(builderSpec, fc.constantFrom('ja' as const, 'en' as const), (spec, lang) => {
        const { item, problems } = foundryItem(spec, lang);
        expect(item).not.toBeNull();
        expect(validItem(item), errors(validItem)).toBe(true);
        for (const p of problems) {
          expect(problemMessage(p, 'ja'), p.code).not.toBe(p.code);
          expect(problemMessage(p, 'en'), p.code).not.toBe(p.code);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws: an unreadable spec gives no item and a problem', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (spec, lang) => {
        const { item, problems } = foundryItem(spec as ItemSpec, lang as 'ja');
        if (item === null) expect(problems.length).toBeGreaterThan(0);
        else expect(validItem(item), errors(validItem)).toBe(true);
      }),
    );
    expect(foundryRuneKey(undefined as never)).toBeUndefined();
  });

  it('writes fundamental runes as Foundry numbers them and property runes by their Foundry keys', () => {
    const weapon = foundryItem({
      base: 'longsword',
      potency: 3,
      striking: 'major-striking',
      property: ['quickstrike', 'animated', 'ghost-touch'],
    });
    expect(weapon.item?.system.runes).toEqual({ potency: 3, striking: 3, property: ['speed', 'dancing', 'ghostTouch'] });
    expect(weapon.item?.name).toBe('+3 Major Striking Quickstrike Animated Ghost Touch Longsword');
    const armor = foundryItem(
      { base: 'full-plate', potency: 2, resilient: 'greater-resilient', property: ['raiment', 'greater-fire-resistant'] },
      'ja',
    );
    expect(armor.item?.system.runes).toEqual({ potency: 2, resilient: 2, property: ['glamered', 'greaterFireResistant'] });
    expect(armor.item?.name).toBe('＋2グレーター・リジリアント・レイメント・グレーター・ファイアー・レジスタント・フル・プレート');
    const shield = foundryItem({
      base: 'steel-shield',
      reinforcing: 'supreme-reinforcing',
      material: { slug: 'adamantine', grade: 'high' },
    });
    expect(shield.item?.system.runes).toEqual({ reinforcing: 6 });
    expect(shield.item?.system.material).toEqual({ type: 'adamantine', grade: 'high' });
  });

  it('a rune Foundry does not know is left out of the runes and named as a problem, never dropped silently', () => {
    const { item, problems } = foundryItem({ base: 'chain-mail', potency: 1, property: ['caverns-heart'] });
    expect(item?.system.runes).toEqual({ potency: 1, resilient: 0, property: [] });
    expect(problems).toEqual([expect.objectContaining({ code: 'not-in-foundry-rune', rune: 'caverns-heart' })]);
    expect(problemMessage(problems[0]!, 'ja')).toContain('キャヴァーンズ・ハート');
    expect(problemMessage(problems[0]!, 'en')).toContain("Cavern's Heart");
  });

  it('what a calculator lists as unknown to Foundry before the copy is what the export leaves out, for every item', () => {
    fc.assert(
      fc.property(builderSpec, (spec) => {
        const listed = notInFoundry(evaluateItem(spec));
        const { problems } = foundryItem(spec);
        const runes = problems.flatMap((p) => (p.code === 'not-in-foundry-rune' && p.rune ? [p.rune] : []));
        expect(listed.runes).toEqual(runes);
        expect(listed.material !== null).toBe(problems.some((p) => p.code === 'not-in-foundry-material'));
      }),
      { numRuns: 300 },
    );
    expect(notInFoundry(evaluateItem({ base: 'chain-mail', potency: 1, property: ['caverns-heart'] }))).toEqual({
      runes: ['caverns-heart'],
      material: null,
    });
  });

  it("names the base item by Foundry's key, which for the dwarven waraxe is not the catalogue's slug", () => {
    expect(foundryItem({ base: 'dwarven-waraxe' }).item?.system.baseItem).toBe('dwarven-war-axe');
    expect(foundryItem({ base: 'chain-mail' }).item?.system.baseItem).toBe('chain-mail');
    expect(foundryItem({ base: 'sturdy-shield-minor' }).item?.system.baseItem).toBe('steel-shield');
  });

  it('carries the base item Foundry prices from, the level, and the accepted spec for a way back', () => {
    const { item } = foundryItem({ base: 'longsword', potency: 1, striking: 'striking', property: ['flaming', 'nonsense'] });
    expect(item?.system.price).toEqual({ value: { gp: 1 } });
    expect(item?.system.level).toEqual({ value: 8 });
    expect(item?.flags['pf2e-runes'].spec).toEqual({ base: 'longsword', potency: 1, striking: 'striking', property: ['flaming'] });
  });
});

describe('every material of the catalogue reaches Foundry or is named as a problem', () => {
  it.each([...MATERIAL_SLUGS])('%s', (slug) => {
    const material = getMaterial(slug)!;
    const base = BASE_ITEMS.find((b) => canMake(material, b) && gradesFor(material, b).length > 0)!;
    const grade = gradesFor(material, base)[0]!;
    const { item, problems } = foundryItem({ base: base.slug, material: { slug, grade } });
    if (FOUNDRY_MATERIAL_KEYS.has(slug)) expect(item?.system.material).toEqual({ type: slug, grade });
    else expect(problems).toContainEqual(expect.objectContaining({ code: 'not-in-foundry-material' }));
  });
});

describe('every rune of the catalogue is mapped to a Foundry key or listed as unknown to Foundry', () => {
  it.each(RUNES.filter((r) => r.kind === 'property').map((r) => [r.slug, r] as const))('%s', (slug, rune) => {
    const key = foundryRuneKey(rune);
    const listed = (NOT_IN_FOUNDRY as readonly string[]).includes(slug);
    expect(key === undefined ? 'unknown' : key, 'mapped and listed as unknown at once, or neither').toBe(listed ? 'unknown' : key);
    expect(key !== undefined || listed).toBe(true);
  });

  it("the renamed runes' keys are Foundry's legacy keys, and each catalogue rune has its own key", () => {
    for (const [slug, key] of Object.entries(FOUNDRY_RENAMED)) {
      const rune = getRune(slug);
      expect(rune, slug).toBeDefined();
      const table = rune?.target === 'weapon' ? FOUNDRY_WEAPON_PROPERTY_KEYS : FOUNDRY_ARMOR_PROPERTY_KEYS;
      expect(table.has(key), `${slug} → ${key}`).toBe(true);
    }
    const keys = RUNES.flatMap((r) => (r.kind === 'property' ? [foundryRuneKey(r)] : [])).filter(Boolean);
    expect(new Set(keys).size).toBe(keys.length);
    for (const slug of NOT_IN_FOUNDRY) expect(getRune(slug), slug).toBeDefined();
  });
});
