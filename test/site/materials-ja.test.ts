import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, htmlPages, loadPage, textOf } from '../support/dist';

// The precious materials in the community's words on the Japanese pages (p2rdj-derived item names:
// 「冷たい鉄製のバックラー (低品位)」): 冷たい鉄, 銀, the grades 低品位・標準品位・高品位. The site's earlier spellings
// stay searchable aliases, shown only where aliases are shown: the glossary's 別名 column and a 別名 line.

beforeAll(() => assertBuilt());

/** The old spellings, as they could appear in running text (シルバー not inside ドーンシルバー). */
const OLD = [/コールド・?アイアン/u, /(?<!ドーン)シルバー/u, /低級/u, /高級/u, /標準(?!品位)(?=コールド|シルバー|・|の|[）)]|$)/u];

/** A page's main text without the places aliases are shown. */
function textWithoutAliases(path: string): string {
  const main = loadPage(path).querySelector('main')?.cloneNode(true) as Element | undefined;
  if (!main) return '';
  for (const shown of main.querySelectorAll('[data-col="aliases"], .rune__aliases')) shown.remove();
  return textOf(main);
}

describe('precious materials on the built Japanese pages', () => {
  it('the materials chapter names them 冷たい鉄 and 銀, with the grades 低品位, 標準品位, 高品位', () => {
    const text = textWithoutAliases('/ja/rules/materials/');
    for (const word of ['冷たい鉄', '銀', '低品位', '標準品位', '高品位', '冷たい鉄（標準品位）', 'アダマンティン', 'オリハルコン'])
      expect(text, word).toContain(word);
    // The community's words carry no ※ (the mark of the site's own katakana); dawnsilver and duskwood keep it.
    const effects = loadPage('/ja/rules/materials/').querySelector('[data-table="material-effects"]');
    for (const [slug, mark] of [
      ['cold-iron', false],
      ['silver', false],
      ['adamantine', false],
      ['orichalcum', false],
      ['dawnsilver', true],
      ['duskwood', true],
    ] as const)
      expect(textOf(effects?.querySelector(`[data-material="${slug}"] dt`)).includes('※'), slug).toBe(mark);
  });

  it('the other books’ materials take the same grade words: a row per grade, 「アビシウム（標準品位）」', () => {
    const page = loadPage('/ja/rules/materials/');
    const rowName = (table: string, slug: string, grade: string) =>
      textOf(page.querySelector(`[data-table="${table}"] tr[data-material="${slug}"][data-grade="${grade}"] th`));
    expect(rowName('other-materials', 'abysium', 'standard')).toContain('アビシウム（標準品位）');
    expect(rowName('other-materials', 'dusk-sisterstone', 'low')).toContain('低品位');
    expect(rowName('other-materials', 'keep-stone', 'high')).toContain('高品位');
    // Sovereign steel counts as cold iron, in the community's word.
    const effects = textOf(page.querySelector('[data-table="other-material-effects"] [data-material="sovereign-steel"]'));
    expect(effects).toContain('冷たい鉄');
  });

  it('the property-slots chapter keeps orichalcum and sends the reader to the materials chapter', () => {
    const page = loadPage('/ja/rules/property-slots/');
    expect(textWithoutAliases('/ja/rules/property-slots/')).toContain('オリハルコン');
    expect(page.querySelector('main a[href$="/ja/rules/materials/"]')).not.toBeNull();
  });

  it('no Japanese page writes an old spelling outside an alias list', () => {
    const found = htmlPages()
      .filter((path) => path.startsWith('/ja/'))
      .flatMap((path) => {
        const text = textWithoutAliases(path);
        return OLD.filter((old) => old.test(text)).map((old) => `${path}: ${old}`);
      });
    expect(found).toEqual([]);
  });

  it('the glossary shows the old spellings as 別名 of the community’s words, and never an unattested one', () => {
    const page = loadPage('/ja/glossary/');
    const aliases = (id: string) => textOf(page.getElementById(id)?.querySelector('[data-col="aliases"]'));
    expect(textOf(page.getElementById('term-cold-iron')?.querySelector('[data-col="term"]'))).toContain('冷たい鉄');
    expect(aliases('term-cold-iron')).toContain('コールド・アイアン');
    expect(aliases('term-silver')).toContain('シルバー');
    expect(aliases('term-low-grade')).toContain('低級');
    expect(aliases('term-dawnsilver')).toContain('ミスラル');
    expect(aliases('term-duskwood')).toContain('ダークウッド');
    for (const [id, unattested] of [
      ['term-cold-iron', '冷鉄'],
      ['term-cold-iron', '冷たい鉄製'],
      ['term-orichalcum', 'オリカルクム'],
      ['term-adamantine', 'アダマンタイン'],
      ['term-standard-grade', '標準級'],
      ['term-dawnsilver', 'ドーンシルヴァー'],
    ] as const)
      expect(aliases(id), id).not.toContain(unattested);
    // …but the glossary's filter still finds them.
    expect(page.getElementById('term-cold-iron')?.getAttribute('data-search')).toContain('冷鉄');
  });
});
