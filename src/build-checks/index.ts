import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TERMS } from '../glossary/terms';
import {
  BASE_ITEMS,
  estimateTransfer,
  MATERIALS,
  evaluateItem,
  DATA_COUNTS,
  problemMessage,
  RULE_FACTS,
  RUNE_FAMILIES,
  RUNES,
  upgradeCost,
} from '../rules';
import type { ItemSpec, Problem, TransferSpec } from '../rules';
import { dataTableProblems, linesOf } from './data';
import { messageProblems } from './messages';
import {
  BASE_ITEM_FIELDS,
  keyedTableProblems,
  MATERIAL_FIELDS,
  recordFieldProblems,
  RUNE_DETAIL_FIELDS,
  RUNE_FIELDS,
  type Source,
} from './records';
import { tryItProblems } from './try-it';
import { MISSING_DETAILS } from '../rules/catalog';
import { ARMOR_DETAILS, SHIELD_DETAILS, WEAPON_DETAILS } from '../rules/data/base-item-details';
import { RUNE_DETAILS } from '../rules/data/rune-details';
import { RUNE_SUMMARIES } from '../rules/data/rune-summaries';
import { proseProblems, type AttributeValue, type ProseCatalog } from './prose';
import { findMissingTwins } from './twins';
import { entryOf } from '../rules/input';

// The checks the build runs before it renders a page (the integration of ./integration.ts). Each
// message starts with the file (and line) to fix. `npm test` runs them on crafted input too
// (test/site/validation.test.ts).

const errorsOf = (problems: readonly Problem[]) => problems.filter((p) => p.severity === 'error').map((p) => problemMessage(p, 'en'));

/** The catalog of src/rules and content/rules as the MDX component checks see it. */
export function projectCatalog(root: string): ProseCatalog {
  const runes = new Set(RUNES.map((r) => r.slug));
  return {
    hasRune: (slug) => runes.has(slug),
    hasChapter: (lang, chapter) => /^[a-z0-9-]+$/.test(chapter) && existsSync(join(root, 'content/rules', lang, `${chapter}.mdx`)),
    isFact: (name) => Object.hasOwn(DATA_COUNTS, name) || typeof entryOf(RULE_FACTS, name) === 'number',
    itemProblems: (attributes) => {
      const { show: _show, breakdown: _breakdown, slots: _slots, ...spec } = attributes;
      return errorsOf(evaluateItem(spec as unknown as ItemSpec).problems);
    },
    transferProblems: (attributes: Record<string, AttributeValue>) =>
      errorsOf(estimateTransfer(attributes as unknown as TransferSpec).problems),
    upgradeProblems: (from, to) => errorsOf(upgradeCost(from, to).problems),
  };
}

/** The book files of the rune data (src/rules/data/runes/<target>/<book>.ts): not the indexes, not the details. */
export function runeDataFiles(root: string): string[] {
  const dir = 'src/rules/data/runes';
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((target) =>
      readdirSync(join(root, dir, target.name))
        .filter((name) => name.endsWith('.ts') && name !== 'index.ts' && !name.endsWith('-details.ts'))
        .sort()
        .map((name) => `${dir}/${target.name}/${name}`),
    )
    .sort();
}

/** Where a rune family is defined: the data file and line of its first rune. */
function familyPlace(root: string): (family: string) => string {
  const sources = runeDataFiles(root).map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
  return (family) => {
    for (const { file, text } of sources) {
      const [line] = linesOf(text, 'family', family);
      if (line) return `${file}:${line}`;
    }
    return 'src/rules/data/runes/';
  };
}

const read = (root: string, files: readonly string[]): Source[] =>
  files.map((file) => {
    try {
      return { file, text: readFileSync(join(root, file), 'utf8') };
    } catch {
      return { file, text: '' };
    }
  });

/**
 * Every record of the data tables, field by field, and each record's descriptive part and index line: what a page
 * reads of them, which the build would otherwise render as it finds it.
 */
export function recordProblems(root: string): string[] {
  const runeFiles = runeDataFiles(root);
  const runes = read(root, runeFiles);
  const runeDetails = read(
    root,
    runeFiles.map((file) => file.replace(/\.ts$/, '-details.ts')),
  );
  const items = read(root, ['src/rules/data/base-items.ts', 'src/rules/data/base-item-start.ts']);
  const itemDetails = read(root, ['src/rules/data/base-item-details.ts']);
  const runeSlugs = RUNES.map((r) => r.slug);
  const itemSlugs = BASE_ITEMS.map((b) => b.slug);
  const detailed = RUNES.filter((r) => !MISSING_DETAILS.includes(r.slug));
  return [
    ...recordFieldProblems('rune', runes, RUNES, RUNE_FIELDS),
    ...recordFieldProblems('rune', runeDetails, detailed, RUNE_DETAIL_FIELDS, true),
    ...recordFieldProblems('base item', items, BASE_ITEMS, BASE_ITEM_FIELDS),
    ...recordFieldProblems('material', read(root, ['src/rules/data/materials.ts']), Object.values(MATERIALS), MATERIAL_FIELDS),
    ...keyedTableProblems('details', runes, runeDetails, runeSlugs, Object.keys(RUNE_DETAILS)),
    ...keyedTableProblems('index line (its <TARGET>_<BOOK>_SUMMARIES entry)', runes, runeDetails, runeSlugs, Object.keys(RUNE_SUMMARIES)),
    ...keyedTableProblems('details', items, itemDetails, itemSlugs, [
      ...Object.keys(WEAPON_DETAILS),
      ...Object.keys(ARMOR_DETAILS),
      ...Object.keys(SHIELD_DETAILS),
    ]),
  ];
}

export function buildCheckProblems(projectRoot: string): string[] {
  // Messages name files relative to the root, so it must have no trailing slash (Astro's config.root has one).
  const root = resolve(projectRoot);
  const twins = ['pages', 'rules', 'runes'].flatMap((collection) =>
    findMissingTwins(join(root, 'content', collection)).map((m) => m.replaceAll(`${root}/`, '')),
  );
  const data = dataTableProblems(root, [
    { table: 'runes', file: runeDataFiles(root), key: 'slug', slugs: RUNES.map((r) => r.slug) },
    { table: 'base items', file: 'src/rules/data/base-items.ts', key: 'slug', slugs: BASE_ITEMS.map((b) => b.slug) },
    { table: 'glossary terms', file: 'src/glossary/terms.ts', key: 'id', slugs: TERMS.map((t) => t.id) },
  ]);
  // A duplicate slug breaks the catalogue the other checks read (one rune hides another, its details look
  // orphaned), so their messages would only echo it: report the data first, alone; then the records, alone too.
  if (data.length > 0) return [...twins, ...data];
  const records = recordProblems(root);
  if (records.length > 0) return [...twins, ...records];
  return [
    ...twins,
    ...messageProblems(root),
    ...tryItProblems(root, runeDataFiles(root)),
    ...proseProblems(
      root,
      projectCatalog(root),
      RUNE_FAMILIES.map((f) => f.slug),
      familyPlace(root),
    ),
  ];
}
