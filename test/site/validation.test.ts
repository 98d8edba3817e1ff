import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCheckProblems } from '../../src/build-checks';
import { duplicateSlugProblems } from '../../src/build-checks/data';
import { componentProblems, componentUses, PROSE_COMPONENTS, proseDigitProblems, runeFamilyProblems, type ProseCatalog } from '../../src/build-checks/prose';
import { findMissingTwins } from '../../src/build-checks/twins';

// Each rule of src/build-checks broken once, on crafted input; then twice in a temporary copy of the
// project, where the build itself must stop and name the file.

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
    expect(duplicateSlugProblems('glossary terms', 'src/glossary/terms.ts', "{ id: 'rune' },\n{ id: 'rune' }", ['rune', 'rune'], 'id')[0]).toMatch(
      /^src\/glossary\/terms\.ts:2: duplicate id "rune" in glossary terms/,
    );
  });

  it('an MDX rune entry without a rune family, and a family without its MDX, name the file', () => {
    const root = mkdtempSync(join(tmpdir(), 'pf2e-runes-families-'));
    try {
      for (const lang of ['ja', 'en']) {
        cpSync(join(ROOT, 'content/runes', lang, 'flaming.mdx'), join(root, 'content/runes', lang, 'flaming.mdx'), { recursive: true });
        writeFileSync(join(root, 'content/runes', lang, 'flamming.mdx'), '---\nsummary: x\n---\n');
      }
      const problems = runeFamilyProblems(root, 'content/runes', ['flaming', 'frost'], 'src/rules/data/runes.ts');
      expect(problems).toContain(
        'content/runes/en/flamming.mdx: no rune of family "flamming" in src/rules/data/runes.ts; this entry would never be published (rename it to a family\'s slug or add the rune)',
      );
      expect(problems).toContain('src/rules/data/runes.ts: rune family "frost" has no content/runes/ja/frost.mdx; its rune pages would have no text');
      expect(problems).toHaveLength(4);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('digits typed in rune prose name the file and line, but not digits inside components or code', () => {
    const text = ['---', 'summary: Adds 1d6 fire damage.', '---', '', 'See <RuneLink slug="weapon-potency-1" /> and `2`.', '', '火炎ダメージが２増える。'].join('\n');
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
});

describe('the build checks, in a temporary copy of the project', () => {
  it('stops `astro sync` (the first step of the build), naming each broken file', () => {
    const copy = mkdtempSync(join(tmpdir(), 'pf2e-runes-copy-'));
    try {
      for (const part of ['astro.config.mjs', 'package.json', 'tsconfig.json', 'src', 'content', 'components', 'public', 'scripts']) {
        cpSync(join(ROOT, part), join(copy, part), { recursive: true });
      }
      symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
      const edit = (file: string, change: (text: string) => string) => writeFileSync(join(copy, file), change(readFileSync(join(copy, file), 'utf8')));
      // a duplicate base-item slug (the item would silently disappear)
      edit('src/rules/data/base-items.ts', (text) => text.replace("slug: 'dagger'", "slug: 'club'"));
      // a duplicate rune slug and a duplicate glossary id
      edit('src/rules/data/runes/weapon/gm-core.ts', (text) => text.replace("slug: 'major-striking'", "slug: 'greater-striking'"));
      // the same slug in two book files (the second file names the first)
      edit('src/rules/data/runes/shield/gm-core.ts', (text) => text.replace("slug: 'minor-reinforcing'", "slug: 'fire-resistant'"));
      edit('src/glossary/terms.ts', (text) => text.replace("id: 'saving-throw'", "id: 'rune'"));
      // a rune family's MDX without a rune (it would never be published)
      writeFileSync(join(copy, 'content/runes/en/orphan.mdx'), '---\nsummary: Never published.\n---\n');
      writeFileSync(join(copy, 'content/runes/ja/orphan.mdx'), '---\nsummary: 公開されない。\n---\n');
      // a digit in a rune entry and an unknown slug in a chapter
      edit('content/runes/en/flaming.mdx', (text) => `${text}\nIt deals 1d6 more.\n`);
      edit('content/rules/ja/naming.mdx', (text) => `${text}\n<RuneLink slug="flamming" />\n`);
      edit('content/rules/en/naming.mdx', (text) => `${text}\n<ItemExample base="longsword" potency={4} />\n`);

      const run = spawnSync(process.execPath, [join(copy, 'node_modules/astro/bin/astro.mjs'), 'sync'], { cwd: copy, encoding: 'utf8', timeout: 120_000 });
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.status).not.toBe(0);
      const lines = (file: string) => readFileSync(join(copy, file), 'utf8').split('\n').length;
      expect(output).toMatch(/src\/rules\/data\/base-items\.ts:\d+: duplicate slug "club" in base items \(first at line \d+\)/);
      expect(output).toMatch(/src\/rules\/data\/runes\/weapon\/gm-core\.ts:\d+: duplicate slug "greater-striking" in runes \(first at line \d+\)/);
      expect(output).toMatch(/src\/rules\/data\/runes\/shield\/gm-core\.ts:\d+: duplicate slug "fire-resistant" in runes \(first at src\/rules\/data\/runes\/armor\/gm-core\.ts:\d+\)/);
      expect(output).toMatch(/src\/glossary\/terms\.ts:\d+: duplicate id "rune" in glossary terms \(first at line \d+\)/);
      expect(output).toContain('content/runes/en/orphan.mdx: no rune of family "orphan"');
      expect(output).toContain('content/runes/ja/orphan.mdx: no rune of family "orphan"');
      expect(output).toContain(`content/runes/en/flaming.mdx:${lines('content/runes/en/flaming.mdx') - 1}: digits "1", "6" in rune prose`);
      expect(output).toContain(`content/rules/ja/naming.mdx:${lines('content/rules/ja/naming.mdx') - 1}: <RuneLink slug="flamming" />: no rune "flamming" in src/rules`);
      expect(output).toMatch(new RegExp(`content/rules/en/naming\\.mdx:${lines('content/rules/en/naming.mdx') - 1}: <ItemExample base="longsword" potency=\\{4\\} />: src/rules rejects this item: .+`));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
