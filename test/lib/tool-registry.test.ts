import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, ui } from '~/src/i18n';
import { TOOLS } from '~/src/tools/registry';

// Adding a calculator is an island, its strings and one registry entry (plus its line in ToolEmbed.astro):
// this checks each entry has all it needs. test/site/tools.test.ts checks the built pages.
const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the tool registry (src/tools/registry.ts)', () => {
  it('has unique slugs, islands and chapters', () => {
    for (const key of ['slug', 'island', 'chapter'] as const) {
      expect(new Set(TOOLS.map((tool) => tool[key])).size, key).toBe(TOOLS.length);
    }
  });

  it.each(TOOLS.map((tool) => [tool.slug, tool] as const))('%s: its strings exist in both languages', (_, tool) => {
    for (const lang of LOCALES) {
      for (const key of [tool.title, tool.lead, tool.intro]) expect(ui[lang][key], `${lang} ${key}`).toMatch(/\S/);
      for (const prefix of tool.strings) {
        expect(
          Object.keys(ui[lang]).some((key) => key.startsWith(`${prefix}.`)),
          `${lang} ${prefix}.*`,
        ).toBe(true);
      }
    }
  });

  it.each(TOOLS.map((tool) => [tool.slug, tool] as const))('%s: its island exists and ToolEmbed.astro hydrates it', (_, tool) => {
    expect(existsSync(join(root, `components/tools/${tool.island}.tsx`))).toBe(true);
    const embed = read('components/tools/ToolEmbed.astro');
    expect(embed).toContain(`import ${tool.island} from './${tool.island}';`);
    expect(embed).toContain(`tool.island === '${tool.island}' && <${tool.island} client:use`);
  });

  it.each(TOOLS.map((tool) => [tool.slug, tool] as const))('%s: its chapter embeds it, or links to it, in both languages', (_, tool) => {
    for (const lang of LOCALES) {
      const chapter = `content/rules/${lang}/${tool.chapter}.mdx`;
      expect(existsSync(join(root, chapter)), chapter).toBe(true);
      if (tool.embedded) expect(read(chapter), chapter).toMatch(new RegExp(`<${tool.island}\\s*/>`));
      else expect(read(chapter), chapter).toContain(`tools/${tool.slug}/`);
    }
  });
});
