// The site's data for other tools: /data/v1/runes.json, materials.json, base-items.json and glossary.json, each
// beside its JSON Schema (open-data-schemas.ts), built from src/rules and the glossary when the site is built
// (src/pages/data/v1/[file].ts). Slugs are the site's own and stay the same within v1; a change that breaks a
// reader goes to /data/v2/. Every entry names its book, page and licence, so a reader can credit it.
import { glossaryEntries } from '../glossary';
import { TERMS } from '../glossary/terms';
import {
  BASE_ITEMS,
  BOOKS,
  MATERIAL_GRADE_NAMES,
  MATERIAL_GRADES,
  MATERIAL_SLUGS,
  MATERIALS,
  RUNE_FAMILIES,
  RUNES,
  foundryRuneKey,
  usageKey,
  type JaNameSource,
  type Locale,
  type Localized,
  type SourceRef,
} from '../rules';
import type { MaterialGrade } from '../rules/materials';

export const OPEN_DATA_VERSION = 1;
/** The files of /data/v1/, each with its schema `<name>.schema.json` beside it. */
export const OPEN_DATA_FILES = ['runes', 'materials', 'base-items', 'glossary'] as const;
export type OpenDataFile = (typeof OPEN_DATA_FILES)[number];

/** An absolute URL of one of the site's pages: its language and its path under the language (`runes/flaming/`). */
export type PageUrl = (lang: Locale, path: string) => string;

/** Where a Japanese name comes from: the seed text, the community translation, or the site's own words. */
export type JaProvenance = 'seed' | 'community' | 'site';

const LICENCE = {
  en: 'Game facts (names, levels, Prices, rarities, traits, usage, numbers) from Paizo’s Pathfinder books: the remaster books under the ORC License, the older books under the Open Game License v1.0a (each entry’s source.licence). The Japanese words follow the community translation where it has them; the site’s own words are marked “site”. Reserved Material (trademarks, proper nouns) stays Paizo’s. Credit the books and this site when you reuse the data; the about page carries the notices.',
  ja: 'ゲーム上の事実（名前、レベル、市価、レアリティ、特性、使用方法、数値）はPaizo社のPathfinderの書籍から：リマスター後の書籍はORCライセンス、それ以前の書籍はOGL v1.0aの下にある（各項目のsource.licence）。日本語はコミュニティ翻訳の語を優先し、サイト独自の語は「site」と記す。予約素材（商標・固有名詞）はPaizo社のもの。再利用するときは書籍とこのサイトを明記すること。必要な告知はaboutページにある。',
} as const satisfies Localized;

const provenance = (jaConfirmed: boolean, jaSource?: JaNameSource): JaProvenance =>
  !jaConfirmed ? 'site' : jaSource === 'seed' ? 'seed' : 'community';

const price = (cp: number) => ({ cp, gp: cp / 100 });

function source(ref: SourceRef) {
  const book = BOOKS[ref.book];
  return { book: ref.book, title: book.title, page: ref.page, licence: book.license, remaster: book.remaster };
}

const both = (url: PageUrl, path: string): Localized => ({ ja: url('ja', path), en: url('en', path) });

function envelope<K extends string, T>(file: OpenDataFile, key: K, items: T[], url: PageUrl) {
  return {
    $schema: `./${file}.schema.json`,
    version: OPEN_DATA_VERSION,
    licence: LICENCE,
    about: both(url, 'about/'),
    [key]: items,
  } as { $schema: string; version: number; licence: Localized; about: Localized } & Record<K, T[]>;
}

export function runesData(url: PageUrl) {
  const runes = RUNES.map((rune) => ({
    slug: rune.slug,
    family: rune.family,
    kind: rune.kind,
    target: rune.target,
    grade: rune.grade,
    name: { ...rune.name, jaProvenance: provenance(rune.jaConfirmed, rune.jaSource) },
    bookName: rune.bookName,
    aliases: [...rune.aliases],
    level: rune.level,
    price: price(rune.priceCp),
    rarity: rune.rarity,
    traits: [...rune.traits],
    usage: { key: usageKey(rune.usage), text: rune.usageText, rule: rune.usage },
    source: source(rune.source),
    url: both(url, `runes/${rune.slug}/`),
    foundryKey: rune.kind === 'property' ? (foundryRuneKey(rune) ?? null) : null,
  }));
  const families = RUNE_FAMILIES.map((family) => ({
    slug: family.slug,
    name: family.name,
    kind: family.kind,
    target: family.target,
    grades: [...family.grades],
  }));
  return { ...envelope('runes', 'runes', runes, url), families };
}

type GradeTable<T> = Partial<Record<MaterialGrade, T>>;
const gradeRows = <T extends { priceCp: number }>(table: GradeTable<T>) =>
  Object.fromEntries(
    MATERIAL_GRADES.flatMap((g) => {
      const row = table[g];
      if (!row) return [];
      const { priceCp, ...rest } = row;
      return [[g, { ...rest, price: price(priceCp) }]];
    }),
  );

export function materialsData(url: PageUrl) {
  const materials = MATERIAL_SLUGS.map((slug) => {
    const m = MATERIALS[slug];
    return {
      slug,
      name: { ...m.name, jaProvenance: provenance(m.jaConfirmed) },
      rarity: m.rarity,
      makes: m.stuff,
      grades: {
        weapon: gradeRows(m.weapon),
        armor: gradeRows(m.armor),
        shield: Object.fromEntries(Object.entries(m.shield).map(([form, table]) => [form, gradeRows(table ?? {})])),
      },
      effects: [...m.effects],
      ...(m.weaponHardness ? { weaponHardness: m.weaponHardness } : {}),
      source: { weapon: source(m.source.weapon), armor: source(m.source.armor), shield: source(m.source.shield) },
      url: { ja: `${url('ja', 'glossary/')}#term-${slug}`, en: `${url('en', 'glossary/')}#term-${slug}` },
    };
  });
  const gradeNames = Object.fromEntries(MATERIAL_GRADES.map((g) => [g, { ...MATERIAL_GRADE_NAMES[g], jaProvenance: 'site' as const }]));
  return { ...envelope('materials', 'materials', materials, url), gradeNames };
}

export function baseItemsData(url: PageUrl) {
  const items = BASE_ITEMS.map((item) => {
    const common = {
      slug: item.slug,
      kind: item.kind,
      name: { ...item.name, jaProvenance: provenance(item.jaConfirmed, item.jaSource) },
      aliases: [...item.aliases],
      level: item.level,
      price: price(item.priceCp),
      bulk: item.bulk,
      rarity: item.rarity,
      traits: [...item.traits],
      source: source(item.source),
      // The item builder with this item chosen: the site has no page per base item.
      url: both(url, `tools/item/?base=${item.slug}`),
    };
    if (item.kind === 'weapon')
      return {
        ...common,
        category: item.category,
        group: item.group,
        attack: item.attack,
        hands: item.hands,
        damage: {
          dice: item.damage.dice,
          die: item.damage.die,
          type: item.damage.type,
          ...(item.damage.flat ? { flat: item.damage.flat } : {}),
        },
        versatile: [...item.versatile],
      };
    if (item.kind === 'armor')
      return {
        ...common,
        category: item.category,
        group: item.group,
        metal: item.metal,
        acBonus: item.acBonus,
        dexCap: item.dexCap,
        strength: item.strength,
        checkPenalty: item.checkPenalty,
        speedPenalty: item.speedPenalty,
      };
    return {
      ...common,
      acBonus: item.acBonus,
      hardness: item.hardness,
      hp: item.hp,
      bt: item.bt,
      metal: item.metal,
      specific: item.specific === true,
    };
  });
  return envelope('base-items', 'baseItems', items, url);
}

export function glossaryData(url: PageUrl) {
  const termKind = new Map(TERMS.map((t) => [`term-${t.id}`, t.kind ?? 'rule']));
  // The rune grades' names are in runes.json; the glossary file holds the rules terms and the family names.
  const entries = glossaryEntries('en')
    .filter((entry) => !entry.id.startsWith('rune-'))
    .map((entry) => ({
      id: entry.id,
      kind: entry.kind === 'rune' ? 'rune' : (termKind.get(entry.id) ?? 'rule'),
      name: { ja: entry.ja, en: entry.en, jaProvenance: entry.provenance === 'wiki' ? 'community' : entry.provenance },
      aliases: entry.aliases,
      ...(entry.reading ? { reading: entry.reading } : {}),
      url: { ja: `${url('ja', 'glossary/')}#${entry.id}`, en: `${url('en', 'glossary/')}#${entry.id}` },
      explainedAt:
        'chapter' in entry.link
          ? both(url, `rules/${entry.link.chapter}/`)
          : 'rune' in entry.link
            ? both(url, `runes/${entry.link.rune}/`)
            : both(url, `${entry.link.page}/`),
    }));
  return envelope('glossary', 'entries', entries, url);
}

/** Each file's data. */
export function openData(file: OpenDataFile, url: PageUrl): unknown {
  if (file === 'runes') return runesData(url);
  if (file === 'materials') return materialsData(url);
  if (file === 'base-items') return baseItemsData(url);
  return glossaryData(url);
}
