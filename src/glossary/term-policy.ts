// The checks behind the term policy of content/README.md, shared by the unit test (UI tables, data labels,
// problem messages) and the site test (every built page). Pure functions over strings.
import type { Locale } from '../i18n/locale';
import { AVOIDED_NAME_SPELLINGS, TERMS } from './terms';

/** Every avoided spelling with the term it stands for, per language. */
export function avoidedSpellings(lang: Locale): { spelling: string; use: string }[] {
  const fromTerms = TERMS.flatMap((term) => (term.avoid?.[lang] ?? []).map((spelling) => ({ spelling, use: term[lang] })));
  const fromNames = AVOIDED_NAME_SPELLINGS[lang].map((spelling) => ({ spelling, use: '(the name in src/rules)' }));
  return [...fromTerms, ...fromNames];
}

/**
 * Kanji numerals used as counts, where the seed writes Arabic numerals (2種類, 1つ, 1日, 4日, 2アクション).
 * Not matched: words that merely contain 一 (一般, 唯一, 同一, 一方, 一部, 一覧, 一緒, 一致, 一瞬, 一撃, 一種の …),
 * and 一度に (at once) / 二度と (never again) / もう一度 (once more), set phrases written in kanji.
 */
export const KANJI_COUNT =
  /(?<![\u4e00-\u9fff々]|もう)[一二三四五六七八九十百]+(?:つ|種類|日(?!本)|回|度(?![にと])|アクション|時間|分間|個|枠|人|章|か所|ヶ所|箇所|段階|通り|項目|ラウンド|倍|番目|枚|件|組|本|体(?![化系験制])|ターン|週間|年)|(?<![\u4e00-\u9fff々])[二三四五六七八九]?十[一二三四五六七八九]?(?=の)/gu;

/** A kana or kanji: text that has one is Japanese. */
const KANA_KANJI = '[\\u3040-\\u30ff\\u4e00-\\u9fff]';
const JAPANESE = new RegExp(KANA_KANJI);

const JP = '[\\u3040-\\u30ff\\u4e00-\\u9fff\\uff01-\\uff5e「」（）、。]';
/** A half-width + or % in Japanese text (the seed writes ＋1, 10％): the sign, with its number, touches
 * Japanese on one side. An English name quoted on a Japanese page ("+1 Armor Potency") is not Japanese text. */
export const HALF_WIDTH_SIGN = new RegExp(`(?<=${JP}\\s?[0-9]*)[+%]|[+%](?=[0-9]*\\s?${JP})`, 'gu');

/** Half-width brackets in Japanese text (the seed writes （…）): a pair that holds Japanese, or that follows Japanese
 * ("ロングソード (Longsword)", "すべての書籍 (161)"). An English title quoted as such ("Treasure Vault (Remastered)")
 * is not Japanese text. */
export const HALF_WIDTH_BRACKETS = new RegExp(`(?<=${KANA_KANJI}\\s?)\\([^()]*\\)|\\([^()]*${KANA_KANJI}[^()]*\\)`, 'gu');

/** A half-width colon or comma in Japanese text (the seed writes ：and 、): one that follows Japanese
 * (「出典: 」「224ページ, 」) or that Japanese follows (「別名: エナジー」). English quoted on a Japanese page is not Japanese text. */
export const HALF_WIDTH_PUNCTUATION = new RegExp(`(?<=${KANA_KANJI}|[）」])[:,]|[:,]\\s?(?=${KANA_KANJI})`, 'gu');

export interface Finding {
  kind: 'avoided' | 'kanji-numeral' | 'half-width' | 'half-width-brackets' | 'half-width-punctuation';
  found: string;
  context: string;
  use?: string;
}

/** True when the avoided spelling found at `at` is only part of the right term (集中の特性 in 精神集中の特性). */
function insideTerm(text: string, at: number, spelling: string, use: string): boolean {
  for (let start = Math.max(0, at - use.length + 1); start <= at; start += 1) {
    if (text.startsWith(use, start) && start + use.length > at) return true;
  }
  return spelling.length < use.length && text.startsWith(use, at);
}

function around(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 15), index + length + 15).replace(/\s+/g, ' ');
}

/** The checks of one language's style besides its avoided spellings: the seed's numerals and full-width signs (Japanese). */
const STYLE_CHECKS: Readonly<Record<Locale, (text: string) => Finding[]>> = {
  ja: (text) => {
    const findings: Finding[] = [];
    for (const match of text.matchAll(KANJI_COUNT)) {
      findings.push({ kind: 'kanji-numeral', found: match[0], context: around(text, match.index ?? 0, match[0].length) });
    }
    if (JAPANESE.test(text)) {
      for (const match of text.matchAll(HALF_WIDTH_SIGN)) {
        findings.push({ kind: 'half-width', found: match[0], context: around(text, match.index ?? 0, 1) });
      }
      for (const match of text.matchAll(HALF_WIDTH_PUNCTUATION)) {
        const found = match[0].trim();
        findings.push({
          kind: 'half-width-punctuation',
          found,
          use: found === ':' ? '：' : '、',
          context: around(text, match.index ?? 0, 1),
        });
      }
      for (const match of text.matchAll(HALF_WIDTH_BRACKETS)) {
        findings.push({
          kind: 'half-width-brackets',
          found: match[0],
          use: `（${match[0].slice(1, -1)}）`,
          context: around(text, match.index ?? 0, match[0].length),
        });
      }
    }
    return findings;
  },
  en: () => [],
};

/** What the policy finds wrong in a piece of text of one language. */
export function checkText(text: string, lang: Locale): Finding[] {
  const findings: Finding[] = [];
  for (const { spelling, use } of avoidedSpellings(lang)) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(spelling, from);
      if (at < 0) break;
      if (insideTerm(text, at, spelling, use)) {
        from = at + 1;
        continue;
      }
      findings.push({ kind: 'avoided', found: spelling, use, context: around(text, at, spelling.length) });
      from = at + spelling.length;
    }
  }
  findings.push(...STYLE_CHECKS[lang](text));
  return findings;
}

export function describe(where: string, finding: Finding): string {
  const fix = finding.use ? ` → ${finding.use}` : '';
  return `${where}: ${finding.kind} «${finding.found}»${fix} in «${finding.context}»`;
}
