// The problems a calculator lists, one message per problem (pure: no DOM).
import type { Locale, Problem } from '../rules';
import { wordGap } from '../i18n/locale';

export interface ListedProblem {
  code: string;
  severity: Problem['severity'];
  /** in the language asked for */
  message: string;
}

/**
 * One entry per problem: a `transfer-invalid-target` and the error(s) just before it that give its reason
 * (the same rune) become one message, reason first; a message repeated word for word is listed once; a property
 * rune beyond the slots (`no-free-slot`, dormant) is a warning.
 */
export function mergeProblems(
  problems: readonly Problem[],
  lang: Locale,
  /** a problem's message in `lang`: an island's `t` (components/tools/strings.ts), or problemMessage */
  messageOf: (p: Problem) => string,
): ListedProblem[] {
  const out: (ListedProblem & { rune?: string })[] = [];
  for (const p of problems) {
    if (p.code === 'transfer-invalid-target') {
      const reasons: ListedProblem[] = [];
      while (out.length > 0) {
        const last = out[out.length - 1]!;
        if (last.severity !== 'error' || last.rune !== p.rune || last.code === 'transfer-invalid-target') break;
        reasons.unshift(out.pop()!);
      }
      const message = [...reasons.map((r) => r.message), messageOf(p)].join(wordGap(lang));
      out.push({ code: p.code, severity: 'error', rune: p.rune, message });
      continue;
    }
    // A property rune beyond the slots is legal on an item that lost potency: it is dormant, which is worth a
    // warning, not an error (the rules call it an error when it is being etched; as a transfer, that case is
    // part of `transfer-invalid-target` above).
    out.push({ code: p.code, severity: p.severity, rune: p.rune, message: messageOf(p) });
  }
  const seen = new Set<string>();
  return out
    .filter((p) => {
      if (seen.has(p.message)) return false;
      seen.add(p.message);
      return true;
    })
    .map(({ code, severity, message }) => ({ code, severity: code === 'no-free-slot' ? 'warning' : severity, message }));
}
