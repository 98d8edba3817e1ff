// JSON Schemas of what the exports hand to other programs, written from their documentation, for the export tests.
// - CCFOLIA: the Clipboard API page (docs.ccfolia.com/developer-api/clipboard-api, v1.19.0, beta), which defines
//   `CharacterClipboardData = { kind: "character"; data: Partial<Character> }` and `Character` in TypeScript: every
//   documented field, each optional (Partial), nothing else.
// - Foundry VTT pf2e: the source fields an export fills, as src/module/item/{weapon,armor,shield}/data.ts and a real
//   item document (packs/pf2e/equipment/weapons/swords/destiny-blade.json) have them; rune keys and material types from
//   the tables src/rules/export/foundry-keys.ts cites.
import { FOUNDRY_ARMOR_PROPERTY_KEYS, FOUNDRY_MATERIAL_KEYS, FOUNDRY_WEAPON_PROPERTY_KEYS } from '../../src/rules/export/foundry-keys';

const DRAFT = 'https://json-schema.org/draft/2020-12/schema';
const string = { type: 'string' } as const;
const number = { type: 'number' } as const;
const boolean = { type: 'boolean' } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const CCFOLIA_CHARACTER_CLIPBOARD_SCHEMA = {
  $schema: DRAFT,
  title: 'CCFOLIA CharacterClipboardData (Clipboard API v1.19.0, beta)',
  type: 'object',
  required: ['kind', 'data'],
  additionalProperties: false,
  properties: {
    kind: { const: 'character' },
    data: {
      type: 'object',
      additionalProperties: false,
      properties: {
        name: string,
        memo: string,
        initiative: number,
        externalUrl: string,
        status: {
          type: 'array',
          items: {
            type: 'object',
            required: ['label', 'value', 'max'],
            additionalProperties: false,
            properties: { label: string, value: number, max: number },
          },
        },
        params: {
          type: 'array',
          items: {
            type: 'object',
            required: ['label', 'value'],
            additionalProperties: false,
            properties: { label: string, value: string },
          },
        },
        iconUrl: nullableString,
        faces: {
          type: 'array',
          items: {
            type: 'object',
            required: ['iconUrl', 'label'],
            additionalProperties: false,
            properties: { iconUrl: nullableString, label: string },
          },
        },
        x: number,
        y: number,
        angle: number,
        width: number,
        height: number,
        active: boolean,
        secret: boolean,
        invisible: boolean,
        hideStatus: boolean,
        color: string,
        commands: string,
        owner: nullableString,
      },
    },
  },
} as const;

const int = (minimum: number, maximum?: number) => ({ type: 'integer', minimum, ...(maximum === undefined ? {} : { maximum }) });
const keys = (set: ReadonlySet<string>) => ({ type: 'array', items: { enum: [...set] }, uniqueItems: true });

export const FOUNDRY_ITEM_SCHEMA = {
  $schema: DRAFT,
  title: 'Foundry VTT pf2e physical item source: the fields an export fills',
  type: 'object',
  required: ['name', 'type', 'system'],
  properties: {
    name: { type: 'string', minLength: 1 },
    type: { enum: ['weapon', 'armor', 'shield'] },
    flags: { type: 'object' },
    system: {
      type: 'object',
      required: ['baseItem', 'level', 'price', 'quantity', 'bulk', 'traits', 'material', 'runes'],
      properties: {
        baseItem: { type: ['string', 'null'], pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
        level: { type: 'object', required: ['value'], properties: { value: int(0, 30) } },
        price: {
          type: 'object',
          required: ['value'],
          properties: {
            value: {
              type: 'object',
              minProperties: 1,
              additionalProperties: false,
              properties: { pp: int(0), gp: int(0), sp: int(0), cp: int(0) },
            },
          },
        },
        quantity: int(1),
        bulk: { type: 'object', required: ['value'], properties: { value: { type: 'number', minimum: 0 } } },
        traits: {
          type: 'object',
          required: ['rarity', 'value'],
          properties: {
            rarity: { enum: ['common', 'uncommon', 'rare', 'unique'] },
            value: { type: 'array', items: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } },
          },
        },
        material: {
          type: 'object',
          required: ['type', 'grade'],
          additionalProperties: false,
          properties: {
            type: { enum: [...FOUNDRY_MATERIAL_KEYS, null] },
            grade: { enum: ['low', 'standard', 'high', null] },
          },
        },
        // each kind's own shape: below
        runes: { type: 'object' },
      },
    },
  },
  allOf: [
    {
      if: { type: 'object', properties: { type: { const: 'weapon' } } },
      then: {
        type: 'object',
        properties: {
          system: {
            type: 'object',
            required: ['category', 'group', 'damage', 'usage'],
            properties: {
              category: { enum: ['simple', 'martial', 'advanced', 'unarmed'] },
              group: { type: ['string', 'null'] },
              damage: {
                type: 'object',
                required: ['dice', 'die', 'damageType'],
                properties: {
                  dice: int(0),
                  die: { enum: ['d4', 'd6', 'd8', 'd10', 'd12', null] },
                  damageType: { enum: ['bludgeoning', 'piercing', 'slashing'] },
                },
              },
              usage: {
                type: 'object',
                properties: { value: { enum: ['held-in-one-hand', 'held-in-two-hands', 'held-in-one-plus-hands'] } },
              },
              runes: {
                type: 'object',
                required: ['potency', 'striking', 'property'],
                additionalProperties: false,
                properties: { potency: int(0, 4), striking: int(0, 4), property: keys(FOUNDRY_WEAPON_PROPERTY_KEYS) },
              },
            },
          },
        },
      },
    },
    {
      if: { type: 'object', properties: { type: { const: 'armor' } } },
      then: {
        type: 'object',
        properties: {
          system: {
            type: 'object',
            required: ['category', 'acBonus', 'dexCap', 'strength', 'checkPenalty', 'speedPenalty'],
            properties: {
              category: { enum: ['unarmored', 'light', 'medium', 'heavy'] },
              acBonus: int(0),
              dexCap: int(0),
              strength: { type: ['integer', 'null'] },
              checkPenalty: { type: 'integer', maximum: 0 },
              speedPenalty: { type: 'integer', maximum: 0 },
              runes: {
                type: 'object',
                required: ['potency', 'resilient', 'property'],
                additionalProperties: false,
                properties: { potency: int(0, 4), resilient: int(0, 3), property: keys(FOUNDRY_ARMOR_PROPERTY_KEYS) },
              },
            },
          },
        },
      },
    },
    {
      if: { type: 'object', properties: { type: { const: 'shield' } } },
      then: {
        type: 'object',
        properties: {
          system: {
            type: 'object',
            required: ['acBonus', 'speedPenalty', 'hardness', 'hp'],
            properties: {
              acBonus: int(0),
              speedPenalty: { type: 'integer', maximum: 0 },
              hardness: int(0),
              hp: { type: 'object', required: ['value', 'max'], properties: { value: int(0), max: int(1) } },
              runes: {
                type: 'object',
                required: ['reinforcing'],
                additionalProperties: false,
                properties: { reinforcing: int(0, 6) },
              },
            },
          },
        },
      },
    },
  ],
} as const;
