import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { BASE_ITEMS, MATERIAL_SLUGS, RUNES } from '../../src/rules';
import { OPEN_DATA_FILES, openData, runesData, type PageUrl } from '../../src/lib/open-data';
import { openDataSchema } from '../../src/lib/open-data-schemas';

const url: PageUrl = (lang, path) => `https://example.org/pf2e-runes/${lang}/${path}`;
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });

describe('open data (/data/v1/)', () => {
  it.each(OPEN_DATA_FILES)('%s.json holds to its schema', (file) => {
    const validate = ajv.compile(openDataSchema(file, `https://example.org/pf2e-runes/data/v1/${file}.schema.json`));
    expect(validate(openData(file, url)), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });

  it('lists every rune grade, base item and material of the catalogue, once each', () => {
    const data = openData('runes', url) as ReturnType<typeof runesData>;
    expect(data.runes.map((r) => r.slug)).toEqual(RUNES.map((r) => r.slug));
    const items = openData('base-items', url) as { baseItems: { slug: string }[] };
    expect(items.baseItems.map((b) => b.slug)).toEqual(BASE_ITEMS.map((b) => b.slug));
    const materials = openData('materials', url) as { materials: { slug: string }[] };
    expect(materials.materials.map((m) => m.slug)).toEqual([...MATERIAL_SLUGS]);
  });

  it('gives a rune its Price in cp and gp, its book, page and licence, its page in both languages and its Foundry key', () => {
    const flaming = runesData(url).runes.find((r) => r.slug === 'flaming');
    expect(flaming).toMatchObject({
      level: 8,
      price: { cp: 50000, gp: 500 },
      name: { ja: 'フレイミング', en: 'Flaming', jaProvenance: 'community' },
      source: { book: 'gm-core', page: 237, licence: 'ORC', remaster: true },
      url: { ja: 'https://example.org/pf2e-runes/ja/runes/flaming/', en: 'https://example.org/pf2e-runes/en/runes/flaming/' },
      foundryKey: 'flaming',
    });
    expect(runesData(url).runes.find((r) => r.slug === 'quickstrike')?.foundryKey).toBe('speed');
  });

  it('a schema rejects what breaks the contract (a missing Price)', () => {
    const validate = ajv.compile(openDataSchema('runes', 'https://example.org/x.schema.json'));
    const data = structuredClone(runesData(url)) as { runes: Record<string, unknown>[] };
    delete data.runes[0]!.price;
    expect(validate(data)).toBe(false);
  });
});
