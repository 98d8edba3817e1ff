// The glossary: the rules terms of terms.ts merged with every rune name of src/rules, sorted for one language.
import { RUNE_FAMILIES, RUNES, type Locale, type Rune } from '../rules';
import type { NamedFamilySlug } from '../rules/core';
import { entryOf } from '../rules/input';
import { TERMS, type ChapterId, type PageId, type Provenance } from './terms';

export type { ChapterId, GlossaryTerm, PageId, Provenance } from './terms';
export { ITEM_NAME_TERMS, TERMS } from './terms';

export interface GlossaryEntry {
  /** unique anchor on the glossary page */
  id: string;
  kind: 'term' | 'rune';
  ja: string;
  en: string;
  provenance: Provenance;
  aliases: { ja: string[]; en: string[] };
  /** where the entry links: a rules chapter, a rune page or a free-standing page */
  link: { chapter: ChapterId } | { rune: string } | { page: PageId };
  /** the key the entry sorts by in each language */
  sortKey: { ja: string; en: string };
  /** a term's reading in hiragana (平目判定: ひらめはんてい), which the glossary filter matches too */
  reading?: string;
}

const KANA = /[\u3040-\u30ff]/;

// Family names that are not the name of one grade, and where their Japanese comes from (see catalog.ts).
// Keyed by exactly the families of FAMILY_NAMES: a family given its own name without a provenance does not compile.
const FAMILY_PROVENANCE: Readonly<Record<NamedFamilySlug, Provenance>> = {
  'weapon-potency': 'wiki',
  'armor-potency': 'seed',
  reinforcing: 'seed',
  'energy-resistant': 'wiki', // the community translation's family name (p2rdj-derived equipment text)
  dread: 'site', // no community name for the family or its grades
  retaliation: 'site',
  'dragons-breath': 'site', // another localisation writes ドラゴンズ＝ブレス (an alias)
};

/** "+1 Weapon Potency" sorts as "Weapon Potency 1", "＋2アーマー・ポテンシィ" as "アーマー・ポテンシィ2". */
function potencyLast(name: string): string {
  const match = /^[+＋]([0-9０-９]+)\s*(.*)$/.exec(name);
  return match ? `${match[2]} ${match[1]}` : name;
}

function runeProvenance(rune: Rune): Provenance {
  if (!rune.jaConfirmed) return 'site';
  return rune.jaSource === 'seed' ? 'seed' : 'wiki';
}

function runeEntry(rune: Rune): GlossaryEntry {
  const same = (a: string, b: string) => a.normalize('NFKC').toLowerCase() === b.normalize('NFKC').toLowerCase();
  const others = [...new Set(rune.aliases)].filter((a) => !same(a, rune.name.en) && !same(a, rune.name.ja) && !same(a, rune.bookName));
  return {
    id: `rune-${rune.slug}`,
    kind: 'rune',
    ja: rune.name.ja,
    en: rune.name.en,
    provenance: runeProvenance(rune),
    aliases: { ja: others.filter((a) => KANA.test(a)), en: others.filter((a) => !KANA.test(a)) },
    link: { rune: rune.slug },
    sortKey: { ja: potencyLast(rune.name.ja), en: potencyLast(rune.name.en) },
  };
}

function familyEntries(): GlossaryEntry[] {
  return RUNE_FAMILIES.filter((family) => Object.hasOwn(FAMILY_PROVENANCE, family.slug)).flatMap((family) => {
    const first = family.grades[0];
    if (!first) return [];
    return [
      {
        id: `family-${family.slug}`,
        kind: 'rune' as const,
        ja: family.name.ja,
        en: family.name.en,
        provenance: entryOf(FAMILY_PROVENANCE, family.slug) ?? 'site',
        aliases: { ja: [], en: [] },
        link: { rune: first },
        sortKey: { ja: family.name.ja, en: family.name.en },
      },
    ];
  });
}

function termEntries(): GlossaryEntry[] {
  return TERMS.map((term) => ({
    id: `term-${term.id}`,
    kind: 'term',
    ja: term.ja,
    en: term.en,
    provenance: term.provenance,
    aliases: { ja: [...(term.aliases?.ja ?? [])], en: [...(term.aliases?.en ?? [])] },
    link: term.page ? { page: term.page } : { chapter: term.chapter },
    sortKey: { ja: term.reading ?? term.ja, en: term.en },
    ...(term.reading ? { reading: term.reading } : {}),
  }));
}

/** Every glossary entry: rules terms, rune family names and every rune grade, sorted for `lang`
 * (alphabetical in English, gojūon order of the reading in Japanese). */
export function glossaryEntries(lang: Locale): GlossaryEntry[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  const entries = [...termEntries(), ...familyEntries(), ...RUNES.map(runeEntry)];
  return entries.sort((a, b) => collator.compare(a.sortKey[lang], b.sortKey[lang]) || collator.compare(a.id, b.id));
}
