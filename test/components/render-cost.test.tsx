// What keeps a calculator's main-thread tasks short (Total Blocking Time):
// - a re-render that leaves a select's list as it was (the same array: src/lib/rune-options.ts keptList) creates no
//   option element again, so Preact skips the list instead of diffing every option of it;
// - after hydration, a select lists its whole list only when the reader turns to it or, one select per idle
//   period, when the browser is idle: not every list in the task that makes the form live;
// - startTool, which an island awaits before it hydrates, resolves in a task of its own: the chunk evaluation and
//   filing of the runes is one task, hydration the next, not one long task.
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { options as preactOptions } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { RuneSelect } from '../../components/tools/RuneSelect';
import { Island, islandT } from '../../components/tools/strings';
import { nextTask, startTool } from '../../components/tools/rune-data';
import type { OptionGroup, RuneOption } from '../../src/lib/rune-options';

afterEach(cleanup);

const groups: OptionGroup[] = [
  {
    label: 'Weapon runes',
    options: ['flaming', 'frost', 'shock', 'thundering'].map((value) => ({ value, label: value, disabled: false })),
  },
];
const flat: RuneOption[] = [1, 2, 3].map((n) => ({ value: String(n), label: `+${n}`, disabled: false }));

/** How many <option> elements `run` creates (vnodes, counted through Preact's vnode hook). */
function optionsCreated(run: () => void): number {
  let count = 0;
  const previous = preactOptions.vnode;
  preactOptions.vnode = (vnode) => {
    if (vnode.type === 'option') count++;
    previous?.(vnode);
  };
  try {
    run();
  } finally {
    preactOptions.vnode = previous;
  }
  return count;
}

describe('a select re-rendered with the same lists', () => {
  it('creates no option again, and shows the new choice', () => {
    const view = (value: string, g = groups) => (
      <>
        <RuneSelect id="p" label="Property" none="None" value={value} groups={g} onChange={() => {}} />
        <RuneSelect id="q" label="Potency" none="None" value="1" options={flat} onChange={() => {}} />
      </>
    );
    let result!: ReturnType<typeof render>;
    expect(optionsCreated(() => (result = render(view(''))))).toBe(2 + 4 + 3);
    // Only the "none" lines are new vnodes; the lists' options are the elements of the first render.
    expect(optionsCreated(() => result.rerender(view('frost')))).toBe(2);
    expect((result.container.querySelector('#p') as HTMLSelectElement).value).toBe('frost');
    // A new list (more runes arrived) is rendered anew.
    const more = [{ ...groups[0]!, options: [...groups[0]!.options, { value: 'vorpal', label: 'vorpal', disabled: false }] }];
    expect(optionsCreated(() => result.rerender(view('frost', more)))).toBe(2 + 5);
    expect([...(result.container.querySelector('#p') as HTMLSelectElement).options].map((o) => o.value)).toContain('vorpal');
  });
});

describe('startTool', () => {
  it('resolves in a later task than the one its data arrived in', async () => {
    await startTool(); // the weapon runes are in: what is left is the yield
    let done = false;
    void startTool().then(() => (done = true));
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(done).toBe(false);
    await nextTask();
    await nextTask();
    expect(done).toBe(true);
  });
});

describe('after hydration, a list is rendered when the reader turns to its select or in its turn when idle', () => {
  const view = (mode: 'hydrating' | 'idle') => (
    <Island.Provider value={{ t: islandT('en', {}), lists: mode }}>
      <RuneSelect id="p" label="Property" none="None" value="frost" groups={groups} onChange={() => {}} />
      <RuneSelect id="q" label="Potency" none="None" value="1" options={flat} onChange={() => {}} />
    </Island.Provider>
  );
  const values = (container: Element, id: string) =>
    [...(container.querySelector(`#${id}`) as HTMLSelectElement).options].map((o) => o.value);

  it('keeps the chosen option only, busy, until then; focus lists it at once, the others follow one per idle turn', async () => {
    const result = render(view('hydrating'));
    expect(values(result.container, 'p')).toEqual(['', 'frost']);
    expect(result.container.querySelector('#p')?.getAttribute('aria-busy')).toBeNull();
    // Live: the task after hydration creates no list, only each select's "none" line and chosen option.
    expect(optionsCreated(() => result.rerender(view('idle')))).toBe(2 + 2);
    expect(values(result.container, 'q')).toEqual(['', '1']);
    expect(result.container.querySelector('#q')?.getAttribute('aria-busy')).toBe('true');
    fireEvent.focus(result.container.querySelector('#q')!);
    await waitFor(() => expect(values(result.container, 'q')).toEqual(['', '1', '2', '3']));
    expect(result.container.querySelector('#q')?.getAttribute('aria-busy')).toBeNull();
    expect((result.container.querySelector('#q') as HTMLSelectElement).value).toBe('1');
    // The other select fills when its turn comes, without any event.
    await waitFor(() => expect(values(result.container, 'p')).toEqual(['', 'flaming', 'frost', 'shock', 'thundering']));
    expect(result.container.querySelector('#p')?.getAttribute('aria-busy')).toBeNull();
    expect((result.container.querySelector('#p') as HTMLSelectElement).value).toBe('frost');
  });
});

describe('a list given as a function', () => {
  it('is not built while the select shows only its empty choice, and built once it shows more', async () => {
    let builds = 0;
    const build = () => {
      builds++;
      return groups;
    };
    const view = (mode: 'hydrating' | 'idle', value: string) => (
      <Island.Provider value={{ t: islandT('en', {}), lists: mode }}>
        <RuneSelect id="p" label="Property" none="None" value={value} groups={build} onChange={() => {}} />
      </Island.Provider>
    );
    const select = (container: Element) => container.querySelector('#p') as HTMLSelectElement;
    // Hydrating with nothing chosen (a calculator's property slots): the "none" line alone, no list built.
    const result = render(view('hydrating', ''));
    expect([...select(result.container).options].map((o) => o.value)).toEqual(['']);
    expect(builds).toBe(0);
    // A rune chosen: its option, found in the list.
    result.rerender(view('hydrating', 'shock'));
    expect([...select(result.container).options].map((o) => o.value)).toEqual(['', 'shock']);
    expect(builds).toBeGreaterThan(0);
    // Live, its turn come: the whole list.
    result.rerender(view('idle', 'shock'));
    await waitFor(() => expect(select(result.container).options).toHaveLength(1 + 4));
    expect(select(result.container).value).toBe('shock');
  });
});
