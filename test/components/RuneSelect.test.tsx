// A rune list still waiting for runes (src/lib/rune-data.ts: the other books' arrive after hydration) says so: a
// disabled last line and aria-busy, so the list never looks complete when it is not.
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuneSelect } from '../../components/tools/RuneSelect';
import type { OptionGroup } from '../../src/lib/rune-options';

afterEach(cleanup);

const groups: OptionGroup[] = [{ label: 'Weapon runes', options: [{ value: 'flaming', label: 'Flaming', disabled: false }] }];

describe('RuneSelect', () => {
  it('ends in a disabled loading line and is busy while runes are arriving', () => {
    const warm = vi.fn();
    const { container } = render(
      <RuneSelect
        id="x"
        label="Rune"
        none="None"
        value=""
        groups={groups}
        onChange={() => {}}
        more="Loading the runes of other books…"
        onWarm={warm}
      />,
    );
    const select = container.querySelector('select')!;
    expect(select.getAttribute('aria-busy')).toBe('true');
    const last = select.options[select.options.length - 1]!;
    expect([last.textContent, last.disabled]).toEqual(['Loading the runes of other books…', true]);
    fireEvent.focus(select);
    expect(warm).toHaveBeenCalled();
  });

  it('has no such line and is not busy once they are in', () => {
    const { container } = render(<RuneSelect id="x" label="Rune" none="None" value="" groups={groups} onChange={() => {}} />);
    const select = container.querySelector('select')!;
    expect(select.getAttribute('aria-busy')).toBeNull();
    expect([...select.options].map((o) => o.value)).toEqual(['', 'flaming']);
  });
});
