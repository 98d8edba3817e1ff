import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCheckProblems } from '../../src/build-checks';
import { duplicateSlugProblems } from '../../src/build-checks/data';
import { buildChecks } from '../../src/build-checks/integration';
import {
  chapterRuneProblems,
  componentProblems,
  componentUses,
  entryIdProblems,
  PROSE_COMPONENTS,
  proseDigitProblems,
  runeFamilyProblems,
  type ProseCatalog,
} from '../../src/build-checks/prose';
import { findMissingTwins } from '../../src/build-checks/twins';
import { messageTableProblems } from '../../src/build-checks/messages';
import { keyedTableProblems, recordFieldProblems, RUNE_DETAIL_FIELDS, RUNE_FIELDS } from '../../src/build-checks/records';
import { tryItProblem } from '../../src/build-checks/try-it';
import { getRune } from '../../src/rules';

// Each rule of src/build-checks broken once, on crafted input; then in a temporary copy of the project,
// whose own modules (its broken data included) the checks load; last, that the build runs them.

const ROOT = process.cwd();

const catalog: ProseCatalog = {
  hasRune: (slug) => ['flaming', 'striking', 'greater-striking'].includes(slug),
  hasChapter: (_lang, chapter) => chapter === 'naming',
  isFact: (name) => name === 'craftDays',
  itemProblems: (spec) => (spec.base === 'longsword' ? [] : [`no base item "${String(spec.base)}"`]),
  transferProblems: (spec) => (spec.rune === 'flaming' ? [] : [`no rune "${String(spec.rune)}"`]),
  upgradeProblems: (from, to) => (from === 'striking' && to === 'greater-striking' ? [] : [`cannot upgrade ${from} to ${to}`]),
};

describe('the build checks, on crafted input', () => {
  it('the project as it is passes every check', () => {
    expect(buildCheckProblems(ROOT)).toEqual([]);
  });

  it('a duplicate slug names the data file and the line of the repeat', () => {
    const source = ["  { slug: 'club', level: 0 },", "  { slug: 'dagger', level: 0 },", "  { slug: 'club', level: 1 },"].join('\n');
    expect(duplicateSlugProblems('base items', 'src/rules/data/base-items.ts', source, ['club', 'dagger', 'club'])).toEqual([
      'src/rules/data/base-items.ts:3: duplicate slug "club" in base items (first at line 1); each slug must be unique',
    ]);
    expect(
      duplicateSlugProblems('glossary terms', 'src/glossary/terms.ts', "{ id: 'rune' },\n{ id: 'rune' }", ['rune', 'rune'], 'id')[0],
    ).toMatch(/^src\/glossary\/terms\.ts:2: duplicate id "rune" in glossary terms/);
  });

  it('an MDX rune entry without a rune family, and a family without its MDX, name the file', () => {
    const root = mkdtempSync(join(tmpdir(), 'pf2e-runes-families-'));
    try {
      for (const lang of ['ja', 'en']) {
        cpSync(join(ROOT, 'content/runes', lang, 'flaming.mdx'), join(root, 'content/runes', lang, 'flaming.mdx'), { recursive: true });
        writeFileSync(join(root, 'content/runes', lang, 'flamming.mdx'), '---\nsummary: x\n---\n');
      }
      const problems = runeFamilyProblems(
        root,
        'content/runes',
        ['flaming', 'frost'],
        (family) => `src/rules/data/runes/weapon/gm-core.ts:${family.length}`,
        'src/rules/data/runes/',
      );
      expect(problems).toContain(
        'content/runes/en/flamming.mdx: no rune of family "flamming" in src/rules/data/runes/; this entry would never be published (rename it to a family\'s slug or add the rune)',
      );
      // the family is named where its data is, file and line, not as a folder
      expect(problems).toContain(
        'src/rules/data/runes/weapon/gm-core.ts:5: rune family "frost" has no content/runes/ja/frost.mdx; its rune pages would have no text',
      );
      expect(problems).toHaveLength(4);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('digits typed in rune prose name the file and line, but not digits inside components or code', () => {
    const text = [
      '---',
      'summary: Adds 1d6 fire damage.',
      '---',
      '',
      'See <RuneLink slug="weapon-potency-1" /> and `2`.',
      '',
      '火炎ダメージが２増える。',
    ].join('\n');
    expect(proseDigitProblems('content/runes/en/flaming.mdx', text)).toEqual([
      'content/runes/en/flaming.mdx:2: digits "1", "6" in rune prose ("summary: Adds 1d6 fire damage."); numbers come from src/rules (stat block, grade table), write them in words or leave them out',
      'content/runes/en/flaming.mdx:7: digit "２" in rune prose ("火炎ダメージが２増える。"); numbers come from src/rules (stat block, grade table), write them in words or leave them out',
    ]);
  });

  it('reads component attributes: strings, numbers, booleans and lists', () => {
    const [use] = componentUses(`<ItemExample base="mace" potency={1} property={['vitalizing', "frost"]} breakdown />`);
    expect(use?.attributes).toEqual({ base: 'mace', potency: 1, property: ['vitalizing', 'frost'], breakdown: true });
    expect(use?.line).toBe(1);
  });

  it('an unknown slug or an invalid example in a chapter component names the MDX file and line', () => {
    const file = 'content/rules/en/naming.mdx';
    const text = [
      '---',
      'title: Naming',
      '---',
      'A <RuneLink slug="flamming" /> sword.',
      '<ChapterLink chapter="nameing" />',
      '<Fact name="craftDayz" />',
      '<ItemExample base="longbow" potency={4} />',
      '<TransferExample rune="frost" />',
      '<UpgradeExample from="greater-striking" to="striking" />',
      '<RuneTable />',
      '<ItemExample base="longsword" potency={level} />',
      'Fine: <RuneLink slug="flaming" /> <ChapterLink chapter="naming" /> <Fact name="craftDays" /> <ItemExample base="longsword" />',
    ].join('\n');
    expect(componentProblems(file, 'en', text, catalog)).toEqual([
      'content/rules/en/naming.mdx:4: <RuneLink slug="flamming" />: no rune "flamming" in src/rules',
      'content/rules/en/naming.mdx:5: <ChapterLink chapter="nameing" />: no chapter "nameing" in content/rules/en/',
      'content/rules/en/naming.mdx:6: <Fact name="craftDayz" />: "craftDayz" is not a fact of RULE_FACTS in src/rules/facts.ts',
      'content/rules/en/naming.mdx:7: <ItemExample base="longbow" potency={4} />: src/rules rejects this item: no base item "longbow"',
      'content/rules/en/naming.mdx:8: <TransferExample rune="frost" />: src/rules rejects this transfer: no rune "frost"',
      'content/rules/en/naming.mdx:9: <UpgradeExample from="greater-striking" to="striking" />: src/rules rejects this upgrade: cannot upgrade greater-striking to striking',
      // The list names every component the templates pass in, calculators from the registry included.
      `content/rules/en/naming.mdx:10: <RuneTable />: unknown component <RuneTable>; the templates pass in ${PROSE_COMPONENTS.join(', ')}`,
      'content/rules/en/naming.mdx:11: <ItemExample base="longsword" potency={level} />: the value of potency cannot be checked: write a string, a number, true/false or a list of strings',
    ]);
  });

  it('a calculator tag outside the chapter the registry embeds it in names the file and the chapter', () => {
    // components/tools/ToolEmbed.astro shows the chapter's calculator, so a tag elsewhere would show the wrong one.
    const text = ['---', 'title: Transferring', '---', '<ItemBuilder />', '<TransferEstimator />'].join('\n');
    expect(componentProblems('content/rules/ja/transferring.mdx', 'ja', text, catalog)).toEqual([
      'content/rules/ja/transferring.mdx:4: <ItemBuilder />: <ItemBuilder> belongs in content/rules/ja/naming.mdx (src/tools/registry.ts)',
    ]);
  });

  it('a missing twin names both files', () => {
    const root = mkdtempSync(join(tmpdir(), 'pf2e-runes-twins-'));
    try {
      cpSync(join(ROOT, 'content/pages/en/about.mdx'), join(root, 'en/about.mdx'), { recursive: true });
      expect(findMissingTwins(root)).toEqual([`${join(root, 'en/about.mdx')} has no twin ${join(root, 'ja/about.mdx')}`]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("an unknown slug in a chapter's runes list names the file and line, inline or as a block list", () => {
    const known = (slug: string) => ['flaming', 'striking'].includes(slug);
    expect(
      chapterRuneProblems(
        'content/rules/en/naming.mdx',
        '---\ntitle: Naming\nruns: [x]\nruns2: y\nrunes: [striking, "flamming"]\n---\nText',
        known,
      ),
    ).toEqual([
      'content/rules/en/naming.mdx:5: runes: "flamming" is no rune family or grade of src/rules; the chapter\'s rune list would not render',
    ]);
    expect(chapterRuneProblems('content/rules/ja/naming.mdx', '---\nrunes:\n  - flaming\n  - strikin\norder: 2\n---\n', known)).toEqual([
      'content/rules/ja/naming.mdx:4: runes: "strikin" is no rune family or grade of src/rules; the chapter\'s rune list would not render',
    ]);
    expect(chapterRuneProblems('content/rules/ja/naming.mdx', '---\ntitle: x\n---\nruns: [nope]\n', known)).toEqual([]);
  });

  it('a slug line in an entry names its line and the id it would give, whatever the slug (issue: it misled)', () => {
    // The loader takes `slug:` as the whole id (no language part): `slug: flaming` in en/frost.mdx does not
    // collide with en/flaming.mdx (id "en/flaming") as the old message said; it leaves "en/frost" without a page.
    const files = [
      { name: 'flaming', text: '---\nsummary: x\n---\n' },
      { name: 'frost', text: '---\nsummary: y\nslug: flaming\n---\n' },
      { name: 'shock', text: '---\nslug: "shock"\n---\n' },
    ];
    expect(entryIdProblems('content/runes/en', files)).toEqual([
      'content/runes/en/frost.mdx:3: "slug: flaming" would make this entry\'s id "flaming" instead of "en/frost" (the loader takes a slug line as the whole id), so its page would not find it: remove the slug line; the file name is the id',
      'content/runes/en/shock.mdx:2: "slug: shock" would make this entry\'s id "shock" instead of "en/shock" (the loader takes a slug line as the whole id), so its page would not find it: remove the slug line; the file name is the id',
    ]);
    expect(entryIdProblems('content/runes/en', [{ name: 'frost', text: '---\nsummary: y\n---\nslug: not frontmatter\n' }])).toEqual([]);
  });

  it('a data field of the wrong type names the file and line of the field', () => {
    const source = [
      'export const RUNES = [',
      '  {',
      "    slug: 'striking', kind: 'fundamental', target: 'weapon', family: 'striking', grade: null, variant: null,",
      "    level: 'eight', priceCp: '6500', rarity: 'common',",
      "    usage: { target: 'armor' },",
      "    name: { en: 'Striking' },",
      '    effects: {},',
      '  },',
      '];',
    ].join('\n');
    const rune = {
      slug: 'striking',
      kind: 'fundamental',
      target: 'weapon',
      family: 'striking',
      grade: null,
      variant: null,
      level: 'eight',
      priceCp: '6500',
      rarity: 'common',
      usage: { target: 'armor' },
      name: { en: 'Striking' },
      effects: {},
    };
    const file = 'src/rules/data/runes/weapon/gm-core.ts';
    expect(recordFieldProblems('rune', [{ file, text: source }], [rune], RUNE_FIELDS)).toEqual([
      `${file}:6: name of rune "striking" is {"en":"Striking"}; it must be a name in both languages, { ja: "…", en: "…" }, neither empty (the pages would show it as it is)`,
      `${file}:4: level of rune "striking" is "eight"; it must be a whole number from 0 to 25 (the pages would show it as it is)`,
      `${file}:4: priceCp of rune "striking" is "6500"; it must be a whole number of copper pieces, 0 or more (the pages would show it as it is)`,
      `${file}:5: usage of rune "striking" is {"target":"armor"}; it must be a usage line whose target is the rune’s target, one of the lines of USAGE_KEYS (src/rules/values.ts) naming known base items (the pages would show it as it is)`,
    ]);
  });

  it('a descriptive field of the wrong type, in a table keyed by slug, names its line', () => {
    const file = 'src/rules/data/runes/weapon/gm-core-details.ts';
    const text = [
      'export const D = {',
      '  striking: {',
      "    traits: ['magical'], bookName: 'Striking', jaConfirmed: true,",
      "    source: { book: 'gm-cor', page: 236 },",
      '  },',
      '};',
    ].join('\n');
    const details = {
      slug: 'striking',
      traits: ['magical'],
      bookName: 'Striking',
      jaConfirmed: true,
      source: { book: 'gm-cor', page: 236 },
    };
    expect(recordFieldProblems('rune', [{ file, text }], [details], RUNE_DETAIL_FIELDS, true)).toEqual([
      `${file}:4: source of rune "striking" is {"book":"gm-cor","page":236}; it must be a book of data/books.ts and its page, { book: "gm-core", page: 236 } (page null when unknown) (the pages would show it as it is)`,
    ]);
  });

  it('a record renamed on one side of its details names both places', () => {
    const runes = [{ file: 'src/rules/data/runes/weapon/gm-core.ts', text: "  {\n    slug: 'flamingx', kind: 'property',\n" }];
    const details = [{ file: 'src/rules/data/runes/weapon/gm-core-details.ts', text: 'const D = {\n  flaming: {\n' }];
    expect(keyedTableProblems('details', runes, details, ['flamingx'], ['flaming'])).toEqual([
      'src/rules/data/runes/weapon/gm-core.ts:2: "flamingx" has no details (src/rules/data/runes/weapon/gm-core-details.ts); add it there, keyed by this slug',
      'src/rules/data/runes/weapon/gm-core-details.ts:2: details for "flaming", which no record has; rename it to the record\'s slug or remove it',
    ]);
  });

  it('a message missing, empty or with other placeholders in one language names the file and line', () => {
    const en = {
      file: 'src/i18n/en.ts',
      text: "export const en = {\n  'tools.noticeValue': 'The link’s value for “{param}”…',\n  'a.b': 'x {n}',\n  'a.c': 'y',\n};",
    };
    const ja = { file: 'src/i18n/ja.ts', text: "export const ja = {\n  'a.b': 'x {m}',\n  'a.c': '',\n};" };
    expect(
      messageTableProblems({
        en: { 'tools.noticeValue': 'The link’s value for “{param}”…', 'a.b': 'x {n}', 'a.c': 'y' },
        ja: { 'a.b': 'x {m}', 'a.c': '' },
        files: { en: [en], ja: [ja] },
        kind: 'string',
      }),
    ).toEqual([
      'src/i18n/en.ts:2: message "tools.noticeValue" has no Japanese in src/i18n/ja.ts; a page in Japanese would show the key',
      'src/i18n/ja.ts:2: message "a.b" fills {m} in Japanese but {n} in English (src/i18n/en.ts:3); each language must name the same values',
      'src/i18n/ja.ts:3: message "a.c" in Japanese is empty or not a string',
    ]);
    const problems = { file: 'src/rules/messages/ja.ts', text: '' };
    expect(
      messageTableProblems({
        en: { 'problem.x': () => 'x' },
        ja: {},
        files: { en: [{ file: 'src/rules/messages/en.ts', text: "  'problem.x': () => 'x',\n" }], ja: [problems] },
        kind: 'function',
      }),
    ).toEqual([
      'src/rules/messages/en.ts:1: message "problem.x" has no Japanese in src/rules/messages/ja.ts; a page in Japanese would show the key',
    ]);
  });

  it('a try-it link the item builder reads as another item, or none at all, is a problem', () => {
    const flaming = getRune('flaming')!;
    expect(tryItProblem(flaming)).toBeUndefined();
    // a slug in the wrong slot: the builder drops it, with a notice
    expect(tryItProblem(flaming, { base: 'longsword', potency: 1, striking: 'flaming' })).toMatch(
      /^the try-it link of rune "flaming" names “\+1 .*longsword” but the item builder opens “\+1 longsword”, with notices about striking$/,
    );
    expect(tryItProblem(flaming, { base: 'longsword', potency: 1 })).toMatch(/opens “\+1 longsword”, which does not carry the rune/);
    expect(tryItProblem(flaming, null)).toMatch(/^no base item of the try-it list \(src\/lib\/try-it\.ts\) can take rune "flaming"/);
  });
});

/** A temporary copy of the project (node_modules linked), with `edit` to break one of its files. */
function projectCopy() {
  const copy = mkdtempSync(join(tmpdir(), 'pf2e-runes-copy-'));
  for (const part of ['astro.config.mjs', 'package.json', 'tsconfig.json', 'src', 'content'])
    cpSync(join(ROOT, part), join(copy, part), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return {
    root: copy,
    edit: (file: string, change: (text: string) => string) =>
      writeFileSync(join(copy, file), change(readFileSync(join(copy, file), 'utf8'))),
    lines: (file: string) => readFileSync(join(copy, file), 'utf8').split('\n').length,
    /** the 1-based line of the first line holding `text` */
    line: (file: string, text: string) =>
      readFileSync(join(copy, file), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes(text)) + 1,
    runeDetailFiles: () =>
      readdirSync(join(copy, 'src/rules/data/runes'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('-details.ts'))
        .map((f) => `src/rules/data/runes/${f}`)
        .sort()
        .join(', '),
    /** The copy's own check, with the copy's own (edited) modules: src/rules' data as the build would load it. */
    check: async (): Promise<string[]> => {
      const checks = (await import(pathToFileURL(join(copy, 'src/build-checks/index.ts')).href)) as typeof import('../../src/build-checks');
      return checks.buildCheckProblems(copy);
    },
    remove: () => rmSync(copy, { recursive: true, force: true }),
  };
}

// Loading a copy's modules (src/rules and its data, transformed anew) takes what the machine gives it: no time limit.
describe('the build checks, in a temporary copy of the project', { timeout: 0 }, () => {
  // One copy a test: the modules of a copy, once loaded, stay as they were loaded.
  let copy: ReturnType<typeof projectCopy>;
  beforeEach(() => {
    copy = projectCopy();
  });
  afterEach(() => copy?.remove());

  it('broken data: each duplicate is said once, naming the file and line, and nothing that only echoes it', async () => {
    // a duplicate base-item slug (the item would silently disappear)
    copy.edit('src/rules/data/base-items.ts', (text) => text.replace("slug: 'dagger'", "slug: 'club'"));
    // a duplicate rune slug and a duplicate glossary id
    copy.edit('src/rules/data/runes/weapon/gm-core.ts', (text) => text.replace("slug: 'major-striking'", "slug: 'greater-striking'"));
    // the same slug in two book files (the second file names the first)
    copy.edit('src/rules/data/runes/shield/gm-core.ts', (text) => text.replace("slug: 'minor-reinforcing'", "slug: 'fire-resistant'"));
    copy.edit('src/glossary/terms.ts', (text) => text.replace("id: 'saving-throw'", "id: 'rune'"));
    const problems = await copy.check();
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(
      /^src\/rules\/data\/runes\/weapon\/gm-core\.ts:\d+: duplicate slug "greater-striking" in runes \(first at line \d+\)/,
    );
    expect(problems[1]).toMatch(
      /^src\/rules\/data\/runes\/shield\/gm-core\.ts:\d+: duplicate slug "fire-resistant" in runes \(first at src\/rules\/data\/runes\/armor\/gm-core\.ts:\d+\)/,
    );
    expect(problems[2]).toMatch(/^src\/rules\/data\/base-items\.ts:\d+: duplicate slug "club" in base items \(first at line \d+\)/);
    expect(problems[3]).toMatch(/^src\/glossary\/terms\.ts:\d+: duplicate id "rune" in glossary terms \(first at line \d+\)/);
  });

  // What built green before, shipping wrong text: a data field of the wrong type ("Level eight", "0 gp"), a name
  // without its Japanese; and what stopped with a crash naming no file (a record renamed in its details only).
  it('broken records: each wrong field names its file and line, a one-sided rename both places', async () => {
    const runes = 'src/rules/data/runes/weapon/gm-core.ts';
    const details = 'src/rules/data/runes/weapon/gm-core-details.ts';
    copy.edit(runes, (text) => text.replace('level: 4, priceCp: 6500,', "level: 'eight', pricecp: 6500,"));
    copy.edit('src/rules/data/base-items.ts', (text) => text.replace("name: { ja: 'ダガー', en: 'Dagger' }", "name: { en: 'Dagger' }"));
    copy.edit('src/rules/data/materials.ts', (text) => text.replace('weapon: { low: grade(2, 40),', "weapon: { low: grade('2', 40),"));
    // a misspelt base item in a usage line: no try-it item could take the rune, and the page used to stop there
    // naming no file; its usage line would read empty
    const dagger = 'src/rules/data/runes/weapon/ap-148-fires-of-the-haunted-city.ts';
    copy.edit(dagger, (text) => text.replace("baseItems: ['clan-dagger']", "baseItems: ['clan-daggr']"));
    copy.edit(details, (text) => text.replace(/^ {2}flaming: \{/m, '  flamming: {'));
    copy.edit(details, (text) => text.replace("source: { book: 'gm-core', page: 236 }", "source: { book: 'gm-cor', page: 236 }"));
    copy.edit(details, (text) =>
      text.replace("traits: ['cold', 'magical'], bookName: 'Frost'", "traits: ['cold', 'magicl'], bookName: 'Frost'"),
    );
    const problems = await copy.check();
    const at = (file: string, text: string) => `${file}:${copy.line(file, text)}`;
    expect(problems).toEqual([
      `${at(runes, "level: 'eight'")}: level of rune "striking" is "eight"; it must be a whole number from 0 to 25 (the pages would show it as it is)`,
      `${at(runes, "slug: 'striking'")}: priceCp of rune "striking" is missing; it must be a whole number of copper pieces, 0 or more (the pages would show it as it is)`,
      `${at(dagger, "'clan-daggr'")}: usage of rune "bloodbane" is {"target":"weapon","baseItems":["clan-daggr"]}; it must be a usage line whose target is the rune’s target, one of the lines of USAGE_KEYS (src/rules/values.ts) naming known base items (the pages would show it as it is)`,
      `${at(details, "book: 'gm-cor'")}: source of rune "striking" is {"book":"gm-cor","page":236}; it must be a book of data/books.ts and its page, { book: "gm-core", page: 236 } (page null when unknown) (the pages would show it as it is)`,
      `${at(details, "'magicl'")}: traits of rune "frost" is ["cold","magicl"]; it must be a list of traits that data/traits.ts (TRAITS) names in both languages (the pages would show it as it is)`,
      `${at('src/rules/data/base-items.ts', "slug: 'dagger'")}: name of base item "dagger" is {"en":"Dagger"}; it must be a name in both languages, { ja: "…", en: "…" }, neither empty (the pages would show it as it is)`,
      `${at('src/rules/data/materials.ts', "grade('2', 40)")}: weapon of material "cold-iron" is {"low":{"level":"2","priceCp":4000},"standard":{"level":10,…; it must be its grades, each with a level (0 to 25) and a Price in copper (the pages would show it as it is)`,
      `${at(runes, "slug: 'flaming'")}: "flaming" has no details (${copy.runeDetailFiles()}); add it there, keyed by this slug`,
      `${at(details, '  flamming: {')}: details for "flamming", which no record has; rename it to the record's slug or remove it`,
    ]);
  });

  // What built green before: a message missing in one language (the raw key 「tools.noticeValue」 on a Japanese
  // page), a try-it link that opened another item than its text names (a potency rune's grade typed as another's).
  it('broken messages and try-it links: each names the file and line to fix', async () => {
    const runes = 'src/rules/data/runes/weapon/gm-core.ts';
    copy.edit('src/i18n/ja.ts', (text) => text.replace(/^ {2}'tools\.noticeValue':.*\n/m, ''));
    copy.edit('src/rules/messages/ja.ts', (text) => text.replace(/^ {2}'problem\.unknown-rune':.*\n/m, ''));
    copy.edit(runes, (text) => text.replace("family: 'weapon-potency', grade: 2,", "family: 'weapon-potency', grade: 3,"));
    const problems = await copy.check();
    const at = (file: string, text: string) => `${file}:${copy.line(file, text)}`;
    const wrongItem = (slug: string) =>
      `${at(runes, `slug: '${slug}'`)}: the try-it link of rune "${slug}" opens “+2 longsword”, which does not carry the rune, or not as the only one its name can mean`;
    // The prose's examples of +2 items read the wrong rune too, and say so at their own lines.
    expect(problems.filter((p) => !/^content\/rules\/(ja|en)\/[a-z-]+\.mdx:\d+: <ItemExample /.test(p))).toEqual([
      `${at('src/i18n/en.ts', "'tools.noticeValue'")}: message "tools.noticeValue" has no Japanese in src/i18n/ja.ts or src/rules/messages/fields-ja.ts; a page in Japanese would show the key`,
      `${at('src/rules/messages/en.ts', "'problem.unknown-rune'")}: message "problem.unknown-rune" has no Japanese in src/rules/messages/ja.ts; a page in Japanese would show the key`,
      // +2 and +3 would both be written "+3": each page's link opens an item that names it ambiguously
      wrongItem('weapon-potency-2'),
      wrongItem('weapon-potency-3'),
    ]);
  });

  it('broken content: each problem names its file and line', async () => {
    // a rune family's MDX without a rune (it would never be published), and a family without its Japanese MDX
    // (which used to be said twice, once at the rune's data file: the wrong file)
    writeFileSync(join(copy.root, 'content/runes/en/orphan.mdx'), '---\nsummary: Never published.\n---\n');
    writeFileSync(join(copy.root, 'content/runes/ja/orphan.mdx'), '---\nsummary: 公開されない。\n---\n');
    unlinkSync(join(copy.root, 'content/runes/ja/frost.mdx'));
    // a digit in a rune entry, an unknown slug and an invalid example in a chapter
    copy.edit('content/runes/en/flaming.mdx', (text) => `${text}\nIt deals 1d6 more.\n`);
    copy.edit('content/rules/ja/naming.mdx', (text) => `${text}\n<RuneLink slug="flamming" />\n`);
    copy.edit('content/rules/en/naming.mdx', (text) => `${text}\n<ItemExample base="longsword" potency={4} />\n`);
    // an unknown slug in a chapter's runes list, and an entry that takes another's id
    copy.edit('content/rules/en/etching.mdx', (text) => text.replace(/^runes: \[/m, 'runes: [flamming, '));
    copy.edit('content/runes/en/shock.mdx', (text) => text.replace(/^---\n/, '---\nslug: flaming\n'));

    const problems = await copy.check();
    const line = (file: string, text: string) =>
      readFileSync(join(copy.root, file), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes(text)) + 1;
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/runes/en/frost.mdx has no twin content/runes/ja/frost.mdx',
        'content/runes/en/orphan.mdx: no rune of family "orphan" in src/rules/data/runes/; this entry would never be published (rename it to a family\'s slug or add the rune)',
        expect.stringContaining(
          `content/runes/en/flaming.mdx:${copy.lines('content/runes/en/flaming.mdx') - 1}: digits "1", "6" in rune prose`,
        ),
        `content/rules/ja/naming.mdx:${copy.lines('content/rules/ja/naming.mdx') - 1}: <RuneLink slug="flamming" />: no rune "flamming" in src/rules`,
        expect.stringMatching(
          new RegExp(
            `^content/rules/en/naming\\.mdx:${copy.lines('content/rules/en/naming.mdx') - 1}: <ItemExample base="longsword" potency=\\{4\\} />: src/rules rejects this item: .+`,
          ),
        ),
        `content/rules/en/etching.mdx:${line('content/rules/en/etching.mdx', 'runes: [flamming')}: runes: "flamming" is no rune family or grade of src/rules; the chapter's rune list would not render`,
        expect.stringMatching(
          /^content\/runes\/en\/shock\.mdx:2: "slug: flaming" would make this entry's id "flaming" instead of "en\/shock"/,
        ),
      ]),
    );
    // the missing Japanese entry is said once, at the file to add (not again at the rune's data, the wrong file)
    expect(problems.filter((p) => p.includes('frost.mdx'))).toEqual(['content/runes/en/frost.mdx has no twin content/runes/ja/frost.mdx']);
    // the Japanese orphan too, and nothing else
    expect(problems).toHaveLength(8);
  });
});

describe('the build runs the checks', { timeout: 0 }, () => {
  it('as the first integration of astro.config.mjs, which stops at a problem and passes the project as it is', async () => {
    const config = (await import('../../astro.config.mjs')).default;
    expect(config.integrations?.[0]).toMatchObject({ name: 'pf2e-runes:build-checks' });
    const hook = buildChecks().hooks['astro:config:setup']!;
    const setup = (root: string) => hook({ config: { root: pathToFileURL(`${root}/`) } } as Parameters<typeof hook>[0]);
    expect(() => setup(ROOT)).not.toThrow();
    // a copy of the prose with one twin missing
    const root = mkdtempSync(join(tmpdir(), 'pf2e-runes-hook-'));
    try {
      cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
      cpSync(join(ROOT, 'src/rules/data'), join(root, 'src/rules/data'), { recursive: true });
      cpSync(join(ROOT, 'src/glossary'), join(root, 'src/glossary'), { recursive: true });
      unlinkSync(join(root, 'content/pages/ja/about.mdx'));
      expect(() => setup(root)).toThrow(
        'The content or data has 1 problem:\n  content/pages/en/about.mdx has no twin content/pages/ja/about.mdx',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
