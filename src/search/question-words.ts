// The words that make a query a question ("how long does a transfer take", 「ルーンは何個まで」): they name no
// page, so the search drops them, but several say what the answer is about (how long: a time, いくら: a cost),
// and a chapter whose headings use that word ranks higher. Build time: names.ts writes the page language's into the
// name layer's data, which answers.ts reads in the browser.

/** A question word or phrase, then the words of a heading that answers it (none: it only marks a question). */
export type QuestionWord = readonly [phrase: string, ...about: string[]];

/** Longest first where one contains another (何個 before 何), since the first found is taken out of the query; a longer
 * phrase that holds one of these (どのくらい, どうやって) is read by it. */
export const QUESTION_WORDS: { readonly ja: readonly QuestionWord[]; readonly en: readonly QuestionWord[] } = {
  ja: [
    ['何個', '数', '枠'],
    ['いくつ', '数', '枠'],
    ['いくら', '費用', '市価'],
    ['何日', '日数'],
    ['何時間', '日数'],
    ['どれ'],
    ['どの'],
    ['どう'],
    ['なに'],
    ['何'],
  ],
  en: [
    ['how many', 'slot', 'number'],
    ['how much', 'cost', 'price'],
    ['how long', 'time', 'day'],
    ['how'],
    ['what'],
    ['which'],
    ['when'],
    ['where'],
    ['why'],
    ['who'],
  ],
};

/** English words that carry no subject, as questions use them (a query is matched by its other words). */
export const STOP_WORDS = new Set('a an the of to in on for with and is are do does can i my it you your take need'.split(' '));
