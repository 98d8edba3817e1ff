// What the planner awaits before it hydrates: GM Core's runes of every kind of item, since its expectation table
// names the fundamental runes of weapons, armor and shields (the server's render has them all); for a link, the
// problem messages of items and of the planner in the page's language too (see startTool in rune-data.ts).
import { loadStart } from '../../src/lib/rune-data';
import { PLANNER_TABLES } from '../../src/lib/planner-messages';
import { RUNE_TARGETS } from '../../src/rules/core';
import { startTool } from './rune-data';

export function startPlanner(address: { load: () => Promise<unknown> }): Promise<void> {
  return Promise.all([loadStart(RUNE_TARGETS), startTool([PLANNER_TABLES], address)]).then(() => undefined);
}
