// The calculators, listed once. This list drives the tool pages (src/pages/[lang]/tools/[tool].astro), the
// tools index, the offline page's list, the search box's names, the chapter embeds (the MDX tag of each
// calculator), the prose build check, the tests' counts and `npm run size`.
// Adding a calculator: its island in components/tools/, its strings in src/i18n/{ja,en}.ts, one entry here,
// and its island's line in components/tools/ToolEmbed.astro (Astro hydrates only statically imported
// components, so the island cannot come from this list). test/lib/tool-registry.test.ts checks all four.
// Plain data with type-only imports: scripts (`node scripts/size-report.mjs`) import it as it is.
import type { UiKey } from '../i18n/en';
import type { RULE_FACTS } from '../rules/facts';

export interface Tool {
  /** the page: /xx/tools/<slug>/ */
  slug: string;
  /** the island in components/tools/<island>.tsx, and the MDX tag that embeds it in its chapter */
  island: string;
  /** the page's title and the one-line lead on the tools index (also the page's description) */
  title: UiKey;
  lead: UiKey;
  /** the paragraph under the page's title */
  intro: UiKey;
  /** the string-table prefixes the island reads (its strings are picked on the server and passed as a prop) */
  strings: readonly string[];
  /** the rules chapter (content/rules/xx/<chapter>.mdx) the calculator belongs to: embedded in it, or linked from it */
  chapter: string;
  /** false when the chapter links to the calculator instead of embedding it (a plan is a page's work, not a chapter's) */
  embedded: boolean;
  /** more words the header search finds the calculator by, besides its title in both languages */
  searchWords?: readonly string[];
  /**
   * what the page says where the calculator sits until it starts, when its chapter's tables do not give all of its
   * numbers (default: `tools.static`, "the tables of the following chapter give the same numbers")
   */
  staticNote?: UiKey;
  /** the GM Core page the calculator's rules come from (a key of RULE_FACTS.pages) */
  source: keyof (typeof RULE_FACTS)['pages'];
}

export const TOOLS = [
  {
    slug: 'item',
    island: 'ItemBuilder',
    title: 'tools.item',
    lead: 'tools.itemLead',
    intro: 'builder.intro',
    strings: ['tools', 'field', 'builder'],
    chapter: 'naming',
    embedded: true,
    source: 'runes',
  },
  {
    slug: 'level',
    island: 'LevelCalculator',
    title: 'tools.level',
    lead: 'tools.levelLead',
    intro: 'level.intro',
    strings: ['tools', 'field', 'level'],
    chapter: 'item-level',
    embedded: true,
    source: 'runes',
  },
  {
    slug: 'transfer',
    island: 'TransferEstimator',
    title: 'tools.transfer',
    lead: 'tools.transferLead',
    intro: 'transfer.introAB',
    strings: ['tools', 'field', 'transfer'],
    chapter: 'transferring',
    embedded: true,
    source: 'transferring',
  },
  {
    slug: 'planner',
    island: 'Planner',
    title: 'tools.planner',
    lead: 'tools.plannerLead',
    intro: 'planner.intro',
    strings: ['tools', 'field', 'planner'],
    chapter: 'fundamental-runes',
    embedded: false,
    // the chapter has the runes' levels and Prices, not the treasure and wealth tables the plan also reads
    staticNote: 'tools.staticPlanner',
    searchWords: [
      'ABP',
      'Automatic Bonus Progression',
      '自動ボーナス成長',
      'treasure',
      'Party Treasure by Level',
      '宝物',
      'character wealth',
      'キャラクターの資産',
      'planner',
      '計画',
    ],
    source: 'fundamentalRunes',
  },
] as const satisfies readonly Tool[];

export type ToolSlug = (typeof TOOLS)[number]['slug'];
export type ToolIsland = (typeof TOOLS)[number]['island'];

export function getTool(slug: string): Tool | undefined {
  return TOOLS.find((tool) => tool.slug === slug);
}

/** The calculator a chapter embeds, if any. */
export function toolOfChapter(chapter: string | undefined): Tool | undefined {
  return TOOLS.find((tool) => tool.embedded && tool.chapter === chapter);
}

/** Whether the page at this path (without the language: `tools/item/`, `rules/naming/`) holds a calculator. */
export function pageHasCalculator(path: string): boolean {
  return TOOLS.some((tool) => path === `tools/${tool.slug}/` || (tool.embedded && path === `rules/${tool.chapter}/`));
}
