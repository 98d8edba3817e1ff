// Problems from the rules and notices about ignored link parameters, announced with role="alert".
// Messages are text nodes: nothing from the URL or the rules is ever inserted as markup.
import type { Notice } from '../../src/lib/url-state';
import type { Locale, Problem } from '../../src/rules';
import { fmt, type Strings } from './strings';

interface Props {
  lang: Locale;
  s: Strings;
  problems: readonly Problem[];
  notices?: readonly Notice[];
}

export function noticeText(n: Notice, s: Strings): string {
  if (n.kind === 'value') return fmt(s['tools.noticeValue'], { param: n.param });
  return n.param ? fmt(s['tools.noticeParam'], { param: n.param }) : s['tools.noticeOther'];
}

export function ProblemList({ lang, s, problems, notices = [] }: Props) {
  const empty = problems.length === 0 && notices.length === 0;
  return (
    <div role="alert" class="tool-problems">
      {!empty && (
        <ul aria-label={s['tools.problems']}>
          {problems.map((p, i) => (
            <li key={`${p.code}-${p.rune ?? ''}-${i}`} class={`tool-problem tool-problem--${p.severity}`}>
              <strong>{p.severity === 'error' ? s['tools.error'] : s['tools.warning']}:</strong> {p.message[lang]}
            </li>
          ))}
          {notices.map((n, i) => (
            <li key={`notice-${i}`} class="tool-problem tool-problem--warning">
              <strong>{s['tools.warning']}:</strong> {noticeText(n, s)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
