// The calculators' option lists are built once per item, language and state of the catalogue, and shared
// (keptList in src/lib/rune-options.ts): a re-render that changes nothing in a list hands its select the same array,
// so the select keeps its option elements (components/tools/RuneSelect.tsx) instead of rebuilding and diffing the
// whole list each time the runes, the base items or the problem messages of a calculator arrive. A list must be
// rebuilt, though, as soon as the catalogue grows, or a select would miss the runes that just arrived.
import { describe, expect, it, vi } from 'vitest';
import { BASE_ITEM_DATA } from '~/src/rules/data/base-items';
import { LONGSWORD } from '~/src/rules/data/base-item-start';
import { WEAPON_RUNES } from '~/src/rules/data/runes/weapon';
import { WEAPON_GM_CORE } from '~/src/rules/data/runes/weapon/gm-core';
import { pickStrings } from '~/components/tools/pick-strings';
import { islandT } from '~/components/tools/strings';

const s = islandT('en', pickStrings('en', ['tools', 'field']));

// A fresh module graph starts as an island does: an empty catalogue (the setup file loads everything).
async function fresh() {
  vi.resetModules();
  const core = await import('~/src/rules/core');
  const options = await import('~/src/lib/rune-options');
  const materials = await import('~/src/lib/material-options');
  return { core, options, materials };
}

describe('kept option lists', () => {
  it('hands every render the same arrays while the catalogue stays as it is', async () => {
    const { core, options, materials } = await fresh();
    core.addBaseItems([LONGSWORD], 'start');
    core.addRunes('weapon', WEAPON_GM_CORE, 'start');
    expect(options.propertyGroups('longsword', 'en', s)).toBe(options.propertyGroups('longsword', 'en', s));
    expect(options.slotOptions('longsword', 'striking', 'en', s)).toBe(options.slotOptions('longsword', 'striking', 'en', s));
    expect(options.potencyOptions('longsword', 'en', s)).toBe(options.potencyOptions('longsword', 'en', s));
    expect(materials.materialOptions('longsword', 'en', s)).toBe(materials.materialOptions('longsword', 'en', s));
    expect(materials.gradeOptions('cold-iron', 'longsword', 'en', s)).toBe(materials.gradeOptions('cold-iron', 'longsword', 'en', s));
    // Each list is its own: by language, item and slot.
    expect(options.propertyGroups('longsword', 'ja', s)).not.toBe(options.propertyGroups('longsword', 'en', s));
    expect(options.slotOptions('longsword', 'striking', 'en', s)).not.toBe(options.potencyOptions('longsword', 'en', s));
  });

  it('rebuilds a list once more runes or base items arrive, with them in it', async () => {
    const { core, options, materials } = await fresh();
    core.addBaseItems([LONGSWORD], 'start');
    core.addRunes('weapon', WEAPON_GM_CORE, 'start');
    const before = options.propertyGroups('longsword', 'en', s);
    const slugs = (groups: readonly { options: readonly { value: string }[] }[]) => groups.flatMap((g) => g.options.map((o) => o.value));
    const start = new Set<string>(WEAPON_GM_CORE.map((r) => r.slug));
    const more = WEAPON_RUNES.filter((r) => r.kind === 'property' && !start.has(r.slug));
    expect(more.length).toBeGreaterThan(0);
    expect(slugs(before)).not.toContain(more[0]!.slug);
    core.addRunes('weapon', WEAPON_RUNES);
    const after = options.propertyGroups('longsword', 'en', s);
    expect(after).not.toBe(before);
    expect(slugs(after)).toContain(more[0]!.slug);
    // An item the table brings: unknown before it is in (every material is then disabled), known after.
    const other = BASE_ITEM_DATA.find((b) => b.slug === 'dagger')!;
    const unknown = materials.materialOptions(other.slug, 'en', s);
    expect(unknown.every((o) => o.disabled)).toBe(true);
    core.addBaseItems(BASE_ITEM_DATA);
    const known = materials.materialOptions(other.slug, 'en', s);
    expect(known).not.toBe(unknown);
    expect(known.some((o) => !o.disabled)).toBe(true);
  });
});
