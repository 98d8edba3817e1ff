// Problems from the rules and notices about the link, announced with role="alert". Errors and warnings are
// labelled as what they are; a problem and the reason it gives (an item that can't take a rune, and why) are
// one message. Messages are text nodes: nothing from the URL or the rules is ever inserted as markup.
import { wordGap } from '../../src/i18n/locale';
import { mergeProblems } from '../../src/lib/problem-list';
import type { Notice } from '../../src/lib/url-state';
import type { Locale, Problem } from '../../src/rules';
import { useT, type IslandT, type ToolKey } from './strings';

interface Props {
  lang: Locale;
  problems: readonly Problem[];
  notices?: readonly Notice[];
  /** extra notes of the tool itself (a target that followed the current runes), shown as notes */
  notes?: readonly string[];
}

const NOTICE_KEYS = {
  value: 'tools.noticeValue',
  param: 'tools.noticeParam',
  repeated: 'tools.noticeRepeated',
  empty: 'tools.noticeEmpty',
  normalized: 'tools.noticeNormalized',
  swapped: 'tools.noticeSwapped',
  dropped: 'tools.noticeDropped',
  missing: 'tools.noticeMissing',
  targetMaterial: 'tools.noticeTargetMaterial',
  namePart: 'tools.noticeNamePart',
  nameNoBase: 'tools.noticeNameNoBase',
} as const;

export function noticeText(n: Notice, t: IslandT): string {
  if (n.kind === 'param' && !n.param) return t('tools.noticeOther');
  if (n.kind === 'contradicts') return t('tools.noticeContradicts', { param: n.param || '?', other: n.other ?? '?' });
  return t(NOTICE_KEYS[n.kind], { param: n.param || '?' });
}

export function ProblemList({ lang, problems, notices = [], notes = [] }: Props) {
  const t = useT<ToolKey>();
  // A calculator may show a problem before its messages have arrived (a message reads '' until then, strings.ts):
  // the list then waits, so the reader never sees a code, and is announced once, whole.
  const merged = problems.every((p) => t(p)) ? mergeProblems(problems, lang, t) : [];
  const empty = merged.length === 0 && notices.length === 0 && notes.length === 0;
  return (
    <div role="alert" class="tool-problems">
      {!empty && (
        <ul aria-label={t('tools.problems')}>
          {merged.map((p, i) => (
            <li key={`${p.code}-${i}`} class={`tool-problem tool-problem--${p.severity}`}>
              <strong>{p.severity === 'error' ? t('tools.error') : t('tools.warning')}</strong>
              {wordGap(lang)}
              {p.message}
            </li>
          ))}
          {notes.map((text, i) => (
            <li key={`note-${i}`} class="tool-problem tool-problem--warning">
              <strong>{t('tools.warning')}</strong>
              {wordGap(lang)}
              {text}
            </li>
          ))}
          {notices.map((n, i) => (
            <li key={`notice-${i}`} class="tool-problem tool-problem--notice">
              <strong>{t('tools.notice')}</strong>
              {wordGap(lang)}
              {noticeText(n, t)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
