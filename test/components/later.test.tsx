// Later (components/tools/Later.tsx): a part of an island hydrated one task after the rest. While the island
// hydrates, the part's server markup stays exactly as it is (the same nodes); in the next task it is hydrated in
// place (no node replaced) and follows the island's renders from then on, a link's state included: the island reads
// a link in a task after that (url-sync.ts), its form hidden until then, so the default item's result never shows.
import { cleanup } from '@testing-library/preact';
import { hydrate, render } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { Later } from '../../components/tools/Later';
import { nextTask } from '../../components/tools/rune-data';

let bump: (text: string) => void = () => {};
function Island({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  bump = setText;
  return (
    <div>
      <p class="form">form</p>
      <Later tag="section" class="result">
        <p class="figure">{text}</p>
      </Later>
    </div>
  );
}

const SERVER = '<div><p class="form">form</p><section class="result"><p class="figure">server</p></section></div>';
let root: HTMLElement;
afterEach(() => {
  render(null, root);
  root.remove();
  cleanup();
});
function serverPage(search: string) {
  window.history.replaceState(null, '', `/en/tools/item/${search}`);
  root = document.createElement('div');
  root.innerHTML = SERVER;
  document.body.append(root);
  return root.querySelector('.figure')!;
}

describe('Later', () => {
  it('keeps the server markup while the island hydrates, then hydrates it in place and follows the island', async () => {
    const figure = serverPage('');
    hydrate(<Island initial="server" />, root);
    expect(root.querySelector('.figure')).toBe(figure);
    // Not live yet: an island render does not reach the part in this task.
    bump('changed');
    await Promise.resolve();
    expect(figure.textContent).toBe('server');
    await nextTask();
    expect(root.querySelector('.figure')).toBe(figure); // hydrated, not rebuilt
    expect(figure.textContent).toBe('changed'); // and brought up to date
    bump('again');
    await nextTask();
    expect(root.querySelector('.figure')!.textContent).toBe('again');
  });

  it('for a link too, hydrates in place a task later, and is live by the time the link is read', async () => {
    const figure = serverPage('?base=dagger');
    hydrate(<Island initial="server" />, root);
    expect(root.querySelector('.figure')).toBe(figure);
    setTimeout(() => bump('from the link')); // url-sync.ts reads the link in a task after Later's
    await nextTask();
    await nextTask();
    expect(root.querySelector('.figure')).toBe(figure);
    expect(figure.textContent).toBe('from the link');
  });

  it('renders at once where there is no server markup', () => {
    window.history.replaceState(null, '', '/en/tools/item/');
    root = document.createElement('div');
    document.body.append(root);
    render(<Island initial="fresh" />, root);
    expect(root.querySelector('.result .figure')!.textContent).toBe('fresh');
  });
});
