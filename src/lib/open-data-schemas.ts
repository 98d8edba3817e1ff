// The JSON Schemas (draft 2020-12) of the open data files (open-data.ts), served beside them as <name>.schema.json.
// A schema is the contract of v1: a field may be added, none renamed or removed (that would be /data/v2/).
import { MATERIAL_GRADES, RARITY_ORDER } from '../rules';
import { BOOKS } from '../rules/data/books';
import { CATALOGUE_TARGETS, MATERIAL_EFFECTS, MATERIAL_STUFFS, RUNE_KINDS, RUNE_TARGETS } from '../rules/values';
import { OPEN_DATA_VERSION, type OpenDataFile } from './open-data';

const str = { type: 'string' } as const;
const slug = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } as const;
const url = { type: 'string', pattern: '^https?://' } as const;
const int = (minimum: number) => ({ type: 'integer', minimum });
const localized = { type: 'object', required: ['ja', 'en'], additionalProperties: false, properties: { ja: str, en: str } };
const localizedUrl = { type: 'object', required: ['ja', 'en'], additionalProperties: false, properties: { ja: url, en: url } };
const name = {
  type: 'object',
  description:
    'The name in both languages, and where the Japanese comes from: the seed text, the community translation, or the site’s own words.',
  required: ['ja', 'en', 'jaProvenance'],
  additionalProperties: false,
  properties: { ja: str, en: str, jaProvenance: { enum: ['seed', 'community', 'site'] } },
};
const price = {
  type: 'object',
  description: 'The Price in copper pieces (exact) and in gold pieces (cp / 100).',
  required: ['cp', 'gp'],
  additionalProperties: false,
  properties: { cp: int(0), gp: { type: 'number', minimum: 0 } },
};
const source = {
  type: 'object',
  required: ['book', 'title', 'page', 'licence', 'remaster'],
  additionalProperties: false,
  properties: {
    book: { enum: Object.keys(BOOKS) },
    title: localized,
    page: { type: ['integer', 'null'], minimum: 1 },
    licence: { enum: ['ORC', 'OGL'] },
    remaster: { type: 'boolean' },
  },
};
const rarity = { enum: [...RARITY_ORDER] };
const strings = { type: 'array', items: str };
const aliases = strings;

function envelope(file: OpenDataFile, key: string, item: object, title: string, extra: Record<string, object> = {}) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title,
    type: 'object',
    required: ['$schema', 'version', 'licence', 'about', key, ...Object.keys(extra)],
    additionalProperties: false,
    properties: {
      $schema: { const: `./${file}.schema.json` },
      version: { const: OPEN_DATA_VERSION },
      licence: localized,
      about: localizedUrl,
      [key]: { type: 'array', items: item },
      ...extra,
    },
  };
}

const rune = {
  type: 'object',
  required: [
    'slug',
    'family',
    'kind',
    'target',
    'grade',
    'name',
    'bookName',
    'aliases',
    'level',
    'price',
    'rarity',
    'traits',
    'usage',
    'source',
    'url',
    'foundryKey',
  ],
  additionalProperties: false,
  properties: {
    slug,
    family: slug,
    kind: { enum: [...RUNE_KINDS] },
    target: { enum: [...CATALOGUE_TARGETS] },
    grade: {
      description: "null for the base grade, a number (a potency value 1-3, or a spell rank 1-9 as dragon's breath has), or a grade word",
      enum: [null, 1, 2, 3, 4, 5, 6, 7, 8, 9, 'minor', 'lesser', 'moderate', 'greater', 'major', 'supreme', 'true'],
    },
    name,
    bookName: { type: 'string', description: 'the book index form, e.g. "Striking (Greater)"' },
    aliases,
    level: int(0),
    price,
    rarity,
    traits: strings,
    usage: {
      type: 'object',
      required: ['key', 'text', 'rule'],
      additionalProperties: false,
      properties: {
        key: str,
        text: localized,
        rule: {
          type: 'object',
          required: ['target'],
          properties: { target: { enum: [...CATALOGUE_TARGETS] } },
          description: 'the usage line as data: target, attack, damage types, traits, base items, armor categories, metal …',
        },
      },
    },
    source,
    url: localizedUrl,
    foundryKey: {
      type: ['string', 'null'],
      description: 'the property rune key of Foundry VTT’s pf2e system; null for fundamental runes and runes it does not list',
    },
  },
};
const family = {
  type: 'object',
  required: ['slug', 'name', 'kind', 'target', 'grades'],
  additionalProperties: false,
  properties: {
    slug,
    name: localized,
    kind: { enum: [...RUNE_KINDS] },
    target: { enum: [...CATALOGUE_TARGETS] },
    grades: { type: 'array', items: slug, minItems: 1 },
  },
};

const gradeRow = { type: 'object', required: ['level', 'price'], additionalProperties: false, properties: { level: int(0), price } };
const shieldRow = {
  type: 'object',
  required: ['level', 'price', 'hardness', 'hp', 'bt'],
  additionalProperties: false,
  properties: { level: int(0), price, hardness: int(0), hp: int(0), bt: int(0) },
};
const byGrade = (row: object) => ({
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(MATERIAL_GRADES.map((g) => [g, row])),
});
const material = {
  type: 'object',
  required: ['slug', 'name', 'rarity', 'makes', 'grades', 'effects', 'source', 'url'],
  additionalProperties: false,
  properties: {
    slug,
    name,
    rarity,
    makes: { enum: [...MATERIAL_STUFFS] },
    grades: {
      type: 'object',
      required: ['weapon', 'armor', 'shield'],
      additionalProperties: false,
      properties: {
        weapon: byGrade(gradeRow),
        armor: byGrade(gradeRow),
        shield: {
          type: 'object',
          additionalProperties: false,
          properties: { buckler: byGrade(shieldRow), shield: byGrade(shieldRow), tower: byGrade(shieldRow) },
        },
      },
    },
    effects: {
      type: 'array',
      items: { enum: [...MATERIAL_EFFECTS] },
    },
    weaponHardness: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(MATERIAL_GRADES.map((g) => [g, int(0)])),
    },
    source: {
      type: 'object',
      required: ['weapon', 'armor', 'shield'],
      additionalProperties: false,
      properties: { weapon: source, armor: source, shield: source },
    },
    url: localizedUrl,
  },
};
const gradeNames = {
  type: 'object',
  required: [...MATERIAL_GRADES],
  additionalProperties: false,
  properties: Object.fromEntries(MATERIAL_GRADES.map((g) => [g, name])),
};

const baseCommon = {
  slug,
  kind: { enum: [...RUNE_TARGETS] },
  name,
  aliases,
  level: int(0),
  price,
  bulk: { description: 'a number, or "L" for light (0: negligible)', oneOf: [int(0), { const: 'L' }] },
  rarity,
  traits: strings,
  source,
  url: localizedUrl,
};
const commonKeys = Object.keys(baseCommon);
const baseItem = {
  type: 'object',
  required: commonKeys,
  oneOf: [
    {
      type: 'object',
      required: ['category', 'group', 'attack', 'hands', 'damage', 'versatile'],
      additionalProperties: false,
      properties: {
        ...baseCommon,
        kind: { const: 'weapon' },
        category: { enum: ['simple', 'martial', 'advanced', 'unarmed'] },
        group: str,
        attack: { enum: ['melee', 'ranged'] },
        hands: { enum: ['1', '2', '1+'] },
        damage: {
          type: 'object',
          required: ['dice', 'die', 'type'],
          additionalProperties: false,
          properties: {
            dice: int(0),
            die: { enum: ['d4', 'd6', 'd8', 'd10', 'd12', null] },
            type: { enum: ['B', 'P', 'S'] },
            flat: int(0),
          },
        },
        versatile: { type: 'array', items: { enum: ['B', 'P', 'S'] } },
      },
    },
    {
      type: 'object',
      required: ['category', 'group', 'metal', 'acBonus', 'dexCap', 'strength', 'checkPenalty', 'speedPenalty'],
      additionalProperties: false,
      properties: {
        ...baseCommon,
        kind: { const: 'armor' },
        category: { enum: ['unarmored', 'light', 'medium', 'heavy'] },
        group: str,
        metal: { type: 'boolean' },
        acBonus: int(0),
        dexCap: int(0),
        strength: { type: ['integer', 'null'] },
        checkPenalty: { type: 'integer', maximum: 0 },
        speedPenalty: { type: 'integer', maximum: 0 },
      },
    },
    {
      type: 'object',
      required: ['acBonus', 'hardness', 'hp', 'bt', 'metal', 'specific'],
      additionalProperties: false,
      properties: {
        ...baseCommon,
        kind: { const: 'shield' },
        acBonus: int(0),
        hardness: int(0),
        hp: int(0),
        bt: int(0),
        metal: { type: 'boolean' },
        specific: { type: 'boolean', description: 'a specific magic shield (the sturdy shields), which takes no runes' },
      },
    },
  ],
};

const glossaryEntry = {
  type: 'object',
  required: ['id', 'kind', 'name', 'aliases', 'url', 'explainedAt'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^(term|family|rune)-[a-z0-9]+(-[a-z0-9]+)*$' },
    kind: { enum: ['rune', 'rule', 'condition', 'action', 'trait', 'damage-type', 'skill', 'feat', 'spell', 'weapon-group', 'ability'] },
    name,
    aliases: { type: 'object', required: ['ja', 'en'], additionalProperties: false, properties: { ja: strings, en: strings } },
    reading: { type: 'string', description: 'the Japanese term read in hiragana' },
    url: localizedUrl,
    explainedAt: localizedUrl,
  },
};

/** Each file's schema, with its `$id` (the address it is served at). */
export function openDataSchema(file: OpenDataFile, id: string): object {
  const schema =
    file === 'runes'
      ? envelope(file, 'runes', rune, 'PF2e Runes open data v1: rune grades', { families: { type: 'array', items: family } })
      : file === 'materials'
        ? envelope(file, 'materials', material, 'PF2e Runes open data v1: precious materials', { gradeNames })
        : file === 'base-items'
          ? envelope(file, 'baseItems', baseItem, 'PF2e Runes open data v1: base weapons, armor and shields')
          : envelope(file, 'entries', glossaryEntry, 'PF2e Runes open data v1: glossary (Japanese and English rules terms)');
  return { $id: id, ...schema };
}
