// Where a Japanese line may break, decided at build time. Chromium's word-break: auto-phrase guesses
// phrase edges and sometimes splits a word (滑/空, つな/ぎ止める) or a sign from its number (＋/1); in the rune
// index's narrow effect column that happened on every width. Pages instead mark the word edges that
// Intl.Segmenter (ICU, the same dictionary the browser's checks use) finds, and the cell keeps everything
// else together (word-break: keep-all), so a line breaks only between words.
import { marksLineBreaks, type Locale } from '../i18n/locale';

const KATAKANA = /[\u30A1-\u30FA\u30FC-\u30FF\uFF66-\uFF9F]/;
const ALNUM = /[A-Za-z0-9\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/;
const SIGN = /[＋+－-]/;
const DIGIT = /[0-9０-９]/;
const NO_LINE_START = /[、。，．・：；！？）」』】〕ー々ゃゅょっャュョッ]/;
const NO_LINE_END = /[（「『【〔]/;

const segmenters = new Map<Locale, Intl.Segmenter>();

/**
 * The text cut where a line may break: between two words, but never inside a run of katakana (a compound such
 * as アイテム・ボーナス keeps its ・ as the break), between letters or digits, or between a sign and its number.
 * English text comes back whole: spaces already say where it breaks.
 */
export function lineChunks(text: string, lang: Locale): string[] {
  if (!marksLineBreaks(lang) || text.length < 2) return [text];
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, segmenter);
  }
  const chunks: string[] = [];
  let current = '';
  for (const { segment, index } of segmenter.segment(text)) {
    const before = text[index - 1];
    const after = text[index]!;
    const joined =
      before === undefined ||
      (KATAKANA.test(before) && KATAKANA.test(after)) ||
      (ALNUM.test(before) && ALNUM.test(after)) ||
      (SIGN.test(before) && DIGIT.test(after)) ||
      // Japanese line-breaking rules: closing marks and ・ never start a line, opening brackets never end one.
      NO_LINE_START.test(after) ||
      NO_LINE_END.test(before);
    if (joined || current === '') current += segment;
    else {
      chunks.push(current);
      current = segment;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** The same cut as HTML for `set:html`: each chunk escaped, joined by <wbr> (a plain tag, no scoping attributes). */
export function lineBreakHtml(text: string, lang: Locale): string {
  return lineChunks(text, lang)
    .map((chunk) => chunk.replace(/[&<>"]/g, (c) => ESCAPES[c]!))
    .join('<wbr>');
}
