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
  // Rules chapters (components/chapter/, src/pages/[lang]/rules/)
  'chapter.list.title': 'Rules of runes',
  'chapter.list.description':
    'The rune rules of GM Core pp. 224-225 in eleven short chapters: slots, naming, item level, usage, investiture, formulas, etching, transferring, fundamental and property runes.',
  'chapter.list.lead':
    'The rune rules of GM Core, chapter by chapter, in the order they build on each other. Each chapter opens with a short summary.',
  'chapter.sourceLine': 'Source: {pages}',
  'chapter.inBrief': 'In brief',
  'chapter.toc': 'In this chapter',
  'chapter.relatedRunes': 'Runes in this chapter',
  'chapter.nav.label': 'Previous and next chapter',
  'chapter.nav.prev': 'Previous',
  'chapter.nav.next': 'Next',
  'chapter.fact.day': '{value} day',
  'chapter.fact.days': '{value} days',
  'chapter.fact.percent': '{value}%',
  'chapter.table.level': 'Level',
  'chapter.table.price': 'Price',
  'chapter.table.dc': 'DC',
  'chapter.example.level': 'Item level',
  'chapter.example.runesPrice': 'Price of the runes',
  'chapter.example.totalPrice': 'Price with the base item',
  'chapter.example.slots': 'Property rune slots in use',
  'chapter.example.slotsValue': '{used} of {slots}',
  'chapter.example.parts': 'Level of each part',
  'chapter.example.partLevel': 'level {level}',
  'chapter.example.highest': '(highest)',
  'chapter.fundamental.caption': 'The five fundamental runes',
  'chapter.fundamental.captionGrades': 'Fundamental runes by grade',
  'chapter.fundamental.rune': 'Fundamental rune',
  'chapter.fundamental.target': 'Etched onto',
  'chapter.fundamental.benefit': 'Benefit',
  'chapter.fundamental.grade': 'Grade',
  'chapter.fundamental.effect': 'Effect',
  'chapter.fundamental.benefit.armorPotency':
    'Raises the item bonus to AC and sets how many property runes the armor can hold',
  'chapter.fundamental.benefit.resilient': 'Gives an item bonus to saving throws',
  'chapter.fundamental.benefit.reinforcing': 'Raises the shield’s Hardness, Hit Points and Broken Threshold',
  'chapter.fundamental.benefit.weaponPotency':
    'Raises the item bonus to attack rolls and sets how many property runes the weapon can hold',
  'chapter.fundamental.benefit.striking': 'Adds weapon damage dice',
  'chapter.effect.weaponPotency': '+{bonus} item bonus to attack rolls; property rune slots: {slots}',
  'chapter.effect.armorPotency': '+{bonus} item bonus to AC; property rune slots: {slots}',
  'chapter.effect.striking': '{dice} weapon damage dice',
  'chapter.effect.resilient': '+{bonus} item bonus to saving throws',
  'chapter.effect.reinforcing':
    'Hardness +{hardness} (max {maxHardness}), HP +{hp} (max {maxHp}), BT +{bt} (max {maxBt})',
  'chapter.dc.caption': 'DC by level',
  'chapter.dc.rarityCaption': 'DC adjustment by rarity',
  'chapter.dc.rarity': 'Rarity',
  'chapter.dc.adjustment': 'Adjustment',
  'chapter.formula.caption': 'Formula Price by item level',
  'chapter.formula.price': 'Formula Price',
  'chapter.income.caption': 'Cost taken off per extra day, by crafter level and Crafting rank',
  'chapter.income.level': 'Crafter level',
  'chapter.income.critRow': '{level} (critical success)',
  'chapter.upgrade.title': 'Upgrading {from} to {to}',
  'chapter.upgrade.cost': 'Cost',
  'chapter.upgrade.difference': '({to} − {from})',
  'chapter.transfer.move': 'Transferring {rune}',
  'chapter.transfer.swap': 'Swapping {rune} and {other}',
  'chapter.transfer.cost': 'Cost',
  'chapter.transfer.time': 'Time',
  'chapter.transfer.crafter': 'Crafter',
  'chapter.transfer.crafterValue': 'level {level}, {rank} in Crafting',
  'chapter.transfer.remaining': 'Cost after {days} extra days',
  'chapter.transfer.fromRunestone': 'Cost from a runestone',

  // Glossary (src/pages/[lang]/glossary.astro)
  'glossary.title': 'Glossary',
  'glossary.description':
    'Every rune name and rules term of this site in Japanese and English, with where each Japanese term comes from.',
  'glossary.lead':
    'Every rules term and rune name used on this site, Japanese and English side by side, in alphabetical order of the English.',
  'glossary.provenanceLead':
    'Each Japanese term comes from one of three places: the Japanese community translation of GM Core pp. 224-225 that this site follows, the community translation wiki, or this site itself, which writes its own katakana in the same style where neither has a name.',
  'glossary.ownMarkNote': 'marks a Japanese name that this site wrote itself because the community translation does not have it yet. The rune pages use the same mark.',
  'glossary.caption': 'Terms and rune names',
  'glossary.col.term': 'English',
  'glossary.col.other': 'Japanese',
  'glossary.col.source': 'Japanese term from',
  'glossary.col.aliases': 'Other names',
  'glossary.col.kind': 'Kind',
  'glossary.kind.term': 'rules term',
  'glossary.kind.rune': 'rune',
  'glossary.provenance.seed': 'GM Core translation',
  'glossary.provenance.wiki': 'translation wiki',
  'glossary.provenance.site': 'this site',
  'glossary.filter': 'Filter the list',
  'glossary.count': '{count} entries',
} as const;

export type UiKey = keyof typeof en;
