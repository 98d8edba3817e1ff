// A part of an island hydrated one task after the rest (hydrating a whole calculator at once is one long task).
// The server renders the part as usual. In the browser the island keeps the server's markup of the part as it is
// while it hydrates (a dangerouslySetInnerHTML stub: Preact neither reads nor replaces what is inside), and the part
// becomes a Preact root of its own in the next task: hydrated with the props the server rendered, then rendered
// with the island's current ones, and on every render of the island after that. At a bare address the part shows
// what the server wrote meanwhile, which is the island's first state (test/lib/tool-load.test.ts holds that
// promise); a link is read in the task after that (url-sync.ts), the form hidden until then, so the default item's
// result never shows. A root of its own does not see the island's contexts: the part is handed
// the island's one (its `t` and the option lists' mode, strings.ts) again, inside; no other context reaches it.
import { h, hydrate, render, type ComponentChildren } from 'preact';
import { useContext, useLayoutEffect, useRef } from 'preact/hooks';
import { Island } from './strings';

const STUB = { __html: '' };

interface Props {
  tag: 'section' | 'div';
  children: ComponentChildren;
  [attribute: string]: unknown;
}

export function Later({ tag, children: inside, ...attributes }: Props) {
  const element = useRef<HTMLElement>(null);
  const children = h(Island.Provider, { value: useContext(Island) }, inside);
  const first = useRef(children);
  const latest = useRef(children);
  latest.current = children;
  const live = useRef(false);
  // Every render of the island after the part is live renders the part too.
  useLayoutEffect(() => {
    if (live.current && element.current) render(children, element.current);
  });
  useLayoutEffect(() => {
    const el = element.current;
    if (!el) return undefined;
    const start = () => {
      // Server markup (the island hydrates): hydrate it as the server wrote it, then bring it up to date.
      if (el.firstChild) hydrate(first.current, el);
      live.current = true;
      if (!el.firstChild || latest.current !== first.current) render(latest.current, el);
    };
    // Nothing to keep (a fresh render): at once.
    if (!el.firstChild) start();
    const wait = live.current ? undefined : setTimeout(start, 0);
    return () => {
      clearTimeout(wait);
      if (live.current) render(null, el);
    };
  }, []);
  if (import.meta.env.SSR) return h(tag, attributes, inside);
  return h(tag, { ...attributes, ref: element, dangerouslySetInnerHTML: STUB });
}
