import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ProblemList } from '../../components/tools/ProblemList';
import { pickStrings } from '../../components/tools/pick-strings';
import type { BuilderKey } from '../../components/tools/strings';
import { getRune, problemMessage, type Problem } from '../../src/rules';
import { problem } from '../../src/rules/problems';

// A calculator may have a problem to show before the messages of its language have arrived (they load when the
// browser is idle, see useMessages): the list then waits, empty, and never shows a code.
afterEach(cleanup);
const strings = pickStrings<BuilderKey>('en', ['tools', 'field', 'builder']);

describe('ProblemList', () => {
  it('shows a problem in words once its message is there', () => {
    const p = problem('unknown-rune', { value: 'flamming' });
    render(<ProblemList lang="en" s={strings} problems={[p]} />);
    expect(screen.getByRole('alert').textContent).toContain(problemMessage(p, 'en'));
  });

  it('labels a problem with the full-width colon in Japanese (issue 19)', () => {
    const p = problem('unknown-rune', { value: 'flamming' });
    render(<ProblemList lang="ja" s={pickStrings<BuilderKey>('ja', ['tools', 'field', 'builder'])} problems={[p]} />);
    expect(screen.getByRole('alert').textContent).toBe(`エラー：${problemMessage(p, 'ja')}`);
    cleanup();
    render(<ProblemList lang="en" s={strings} problems={[p]} />);
    expect(screen.getByRole('alert').textContent).toBe(`Error: ${problemMessage(p, 'en')}`);
  });

  it('waits, empty, while a problem has no message yet, rather than show its code', () => {
    // A code no registered table has (the type rightly refuses it: a table that has not arrived yet).
    const waiting = {
      code: 'a-code-whose-table-has-not-arrived',
      severity: 'error',
      params: { rune: getRune('flaming')!.name },
    } as unknown as Problem;
    render(<ProblemList lang="en" s={strings} problems={[problem('unknown-rune', { value: 'x' }), waiting]} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('');
    expect(alert.querySelector('li')).toBeNull();
  });
});
