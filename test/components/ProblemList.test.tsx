import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { noticeText, ProblemList } from '../../components/tools/ProblemList';
import { pickStrings } from '../../components/tools/pick-strings';
import { Island, islandT, type BuilderKey } from '../../components/tools/strings';
import type { Notice } from '../../src/lib/url-state';
import { getRune, problemMessage, type Problem } from '../../src/rules';
import { problem } from '../../src/rules/problems';

// A calculator may have a problem to show before the messages of its language have arrived (they load when the
// browser is idle, see useIslandT): the list then waits, empty, and never shows a code.
afterEach(cleanup);
const strings = pickStrings<BuilderKey>('en', ['tools', 'field', 'builder']);
/** The list as a calculator shows it: under its island's `t` (Island). */
function renderList(lang: 'en' | 'ja', problems: readonly Problem[]) {
  const picked = lang === 'en' ? strings : pickStrings<BuilderKey>('ja', ['tools', 'field', 'builder']);
  return render(
    <Island.Provider value={{ t: islandT(lang, picked), lists: 'now' }}>
      <ProblemList lang={lang} problems={problems} />
    </Island.Provider>,
  );
}

describe('ProblemList', () => {
  it('shows a problem in words once its message is there', () => {
    const p = problem('unknown-rune', { value: 'flamming' });
    renderList('en', [p]);
    expect(screen.getByRole('alert').textContent).toContain(problemMessage(p, 'en'));
  });

  it('labels a problem with the full-width colon in Japanese', () => {
    const p = problem('unknown-rune', { value: 'flamming' });
    renderList('ja', [p]);
    expect(screen.getByRole('alert').textContent).toBe(`エラー：${problemMessage(p, 'ja')}`);
    cleanup();
    renderList('en', [p]);
    expect(screen.getByRole('alert').textContent).toBe(`Error: ${problemMessage(p, 'en')}`);
  });

  it('waits, empty, while a problem has no message yet, rather than show its code', () => {
    // A code no registered table has (the type rightly refuses it: a table that has not arrived yet).
    const waiting = {
      code: 'a-code-whose-table-has-not-arrived',
      severity: 'error',
      params: { rune: getRune('flaming')!.name },
    } as unknown as Problem;
    renderList('en', [problem('unknown-rune', { value: 'x' }), waiting]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('');
    expect(alert.querySelector('li')).toBeNull();
  });
});

describe('notices about the link', () => {
  const KINDS: Notice['kind'][] = [
    'value',
    'param',
    'repeated',
    'empty',
    'normalized',
    'swapped',
    'dropped',
    'missing',
    'targetMaterial',
    'contradicts',
    'namePart',
    'nameNoBase',
  ];
  for (const lang of ['en', 'ja'] as const) {
    it(`every kind reads as a sentence naming the link's parameters (${lang})`, () => {
      const t = islandT(lang, pickStrings<BuilderKey>(lang, ['tools', 'field', 'builder']));
      for (const kind of KINDS) {
        const text = noticeText({ kind, param: 'to-potency', other: 'to-item' }, t);
        expect(text, kind).not.toMatch(/tools\.|\{|\}/);
        if (kind !== 'swapped') expect(text, kind).toContain('to-potency');
        if (kind === 'contradicts') expect(text).toContain('to-item');
      }
    });
  }
});
