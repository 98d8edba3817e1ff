/**
 * English UI strings. `ja.ts` must have exactly the same keys (the type and a test enforce it).
 * `{name}` marks a value filled in by `t()`.
 */
export const en = {
  'site.name': 'PF2e Runes',
  'site.tagline': 'The rune rules of Pathfinder Second Edition (Remaster), in Japanese and English',
  'site.description':
    'A bilingual reference for the runes of Pathfinder Second Edition (GM Core pp. 224-225): rules, every rune grade, and calculators for names, levels, prices and transfers.',

  'nav.label': 'Main',
  'nav.home': 'Home',
  'nav.rules': 'Rules',
  'nav.runes': 'Runes',
  'nav.tools': 'Tools',
  'nav.glossary': 'Glossary',
  'nav.about': 'About',

  'skip.main': 'Skip to content',

  'lang.label': 'Language',
  'lang.switch': 'この頁を日本語で',
  'lang.ja': '日本語',
  'lang.en': 'English',

  'search.label': 'Search',
  'search.placeholder': 'Search runes and rules',
  'search.submit': 'Search',
  'search.loading': 'Loading search…',
  'search.none': 'Nothing found for “{query}”.',
  'search.count': '{count} results for “{query}”',
  'search.error': 'Search could not be loaded. Browse the rune index instead.',
  'search.noscript': 'Search needs JavaScript. The rune index and the glossary list everything.',

  'footer.unofficial':
    'An unofficial fan reference. Not published, endorsed or approved by Paizo Inc.',
  'footer.license':
    'Rules from Pathfinder GM Core and Player Core (Paizo Inc.) under the ORC License; every sentence here is written for this site.',
  'footer.source': 'Source',
  'footer.pageRef': 'GM Core p. {page}',

  'home.title': 'Runes of Pathfinder Second Edition',
  'home.lead':
    'Everything about runes in one place, for the table and for reading: what each rune does, how to name, price and level a runed item, and how to etch, upgrade and transfer runes.',
  'home.rules': 'Read the rules of runes, chapter by chapter',
  'home.runes': 'Browse every rune grade of GM Core',
  'home.tools': 'Work out names, levels, prices and transfer costs',
  'home.glossary': 'Look up Japanese and English terms',

  'landing.title': 'PF2e Runes: rune rules in Japanese and English',
  'landing.lead': 'Choose your language.',

  'tools.title': 'Tools',
  'tools.lead': 'Calculators that do the arithmetic of runes at the table.',
  'tools.item': 'Item name builder',
  'tools.itemLead': 'Pick a base item and runes: get its name in both languages, level, price and effects.',
  'tools.level': 'Level and price calculator',
  'tools.levelLead': 'Item level and price, and what it costs to upgrade runes.',
  'tools.transfer': 'Rune transfer estimator',
  'tools.transferLead': 'DC, cost and days to move or swap runes.',

  'notFound.title': 'Page not found',
  'notFound.lead': 'This page does not exist. Try the rune index or the search box.',
} as const;

export type UiKey = keyof typeof en;
