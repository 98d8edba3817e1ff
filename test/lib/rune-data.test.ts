// The calculators' rune data, one target at a time (src/lib/rune-data.ts): the catalogue starts empty in a
// browser, each target arrives once, in catalogue order, and a rule function asked about a rune not loaded
// answers with a problem, never an exception. (The setup file loads every target; a fresh module graph here
// starts as an island does.)
import { describe, expect, it, vi } from 'vitest';
import { BASE_ITEM_DATA } from '~/src/rules/data/base-items';
import { ARMOR_RUNES } from '~/src/rules/data/runes/armor';
import { SHIELD_RUNES } from '~/src/rules/data/runes/shield';
import { WEAPON_RUNES } from '~/src/rules/data/runes/weapon';
import { WEAPON_GM_CORE } from '~/src/rules/data/runes/weapon/gm-core';

async function fresh() {
  vi.resetModules();
  const core = await import('~/src/rules/core');
  const data = { ...(await import('~/src/lib/rune-data')), ...(await import('~/src/lib/link-load')) };
  const item = await import('~/src/rules/item');
  // The base items arrive on their own (test/lib/base-item-data.test.ts); here the whole table is in, as after idle.
  core.addBaseItems(BASE_ITEM_DATA);
  return { core, data, item };
}

describe('rune data loaded by target', () => {
  it('starts empty and adds each target once, in catalogue order whatever the order of arrival', async () => {
    const { core, data, item } = await fresh();
    expect(core.RUNES).toHaveLength(0);
    expect(core.RUNE_FAMILIES).toHaveLength(0);
    // Before its target arrives a rune is unknown: a problem, not an exception.
    expect(item.evaluateItem({ base: 'chain-mail', potency: 1 }).runes).toEqual([]);
    await data.loadRunes(['armor']);
    expect(core.hasRunesOf('armor')).toBe(true);
    expect(core.hasRunesOf('weapon')).toBe(false);
    expect(item.evaluateItem({ base: 'chain-mail', potency: 1 }).runes).toEqual(['armor-potency-1']);
    expect(item.evaluateItem({ base: 'longsword', property: ['flaming'] }).problems.map((p) => p.code)).toEqual(['unknown-rune']);
    await data.loadRunes(['shield', 'weapon', 'armor']);
    expect(core.RUNES.map((r) => r.slug)).toEqual([...WEAPON_RUNES, ...ARMOR_RUNES, ...SHIELD_RUNES].map((r) => r.slug));
    expect(core.getFamily('striking')?.grades).toEqual(['striking', 'greater-striking', 'major-striking']);
    expect(item.evaluateItem({ base: 'longsword', potency: 1, property: ['flaming'] }).problems).toEqual([]);
  });

  it('tells which targets a link needs before it can be read', async () => {
    const { core, data } = await fresh();
    expect(data.targetsOfLink('')).toEqual(['weapon']);
    expect(data.targetsOfLink('?base=chain-mail&potency=2&resilient=resilient')).toEqual(['armor']);
    expect(data.targetsOfLink('?to=steel-shield&from=longsword')).toEqual(['shield', 'weapon']);
    expect(data.targetsOfLink('?base=not-an-item&potency=1')).toEqual(['weapon']);
    // An armor link loads GM Core's armor runes only (the other books' follow when the browser is idle): its
    // runes are known once they are there.
    const armorLink = '?base=chain-mail&potency=2&resilient=resilient';
    expect(data.linkReady(armorLink)).toBe(false);
    await data.loadForLink(armorLink);
    expect(data.linkReady(armorLink)).toBe(true);
    expect([core.hasRunesOf('weapon', 'start'), core.hasRunesOf('armor', 'start'), core.hasRunesOf('shield', 'start')]).toEqual([
      false,
      true,
      false,
    ]);
    expect(core.hasRunesOf('armor')).toBe(false);
    // A rune the loaded targets don't know asks for every target, so that an unknown-rune notice is only ever
    // given against the whole catalogue.
    expect(data.linkNamesUnknownRune('?rune=flaming')).toBe(true);
    await data.loadForLink('?rune=flaming');
    expect(data.linkNamesUnknownRune('?rune=flaming')).toBe(false);
    expect(data.linkNamesUnknownRune('?property=flaming,not-a-rune')).toBe(true);
    expect(data.linkReady('?property=flaming,not-a-rune')).toBe(false);
    await data.loadForLink('?property=flaming,not-a-rune');
    expect([core.hasRunesOf('weapon'), core.hasRunesOf('armor'), core.hasRunesOf('shield')]).toEqual([true, true, true]);
    expect(data.linkReady('?property=flaming,not-a-rune')).toBe(true); // the slug is unknown to the whole catalogue
    expect(data.linkNamesUnknownRune('?striking=none&q=x&potency=2')).toBe(false);
  });

  it('loads a target in two parts: GM Core first (what a calculator shows first), the other books after', async () => {
    const { core, data } = await fresh();
    await data.loadStart(['weapon']);
    expect(core.hasRunesOf('weapon', 'start')).toBe(true);
    expect(core.hasRunesOf('weapon')).toBe(false);
    expect([data.startReady(['weapon']), data.runesReady(['weapon'])]).toEqual([true, false]);
    expect(core.RUNES.map((r) => r.slug)).toEqual(WEAPON_GM_CORE.map((r) => r.slug));
    // Every fundamental rune is in the start part; a rune of another book is not known yet.
    expect(core.getFamily('striking')?.grades).toEqual(['striking', 'greater-striking', 'major-striking']);
    const other = WEAPON_RUNES.find((r) => !WEAPON_GM_CORE.some((g) => g.slug === r.slug));
    expect(other).toBeDefined();
    expect(core.getRune(other!.slug)).toBeUndefined();
    // A link naming it loads the rest of its item's target, not the other targets.
    const link = `?base=longsword&property=${other!.slug}`;
    expect(data.linkReady(link)).toBe(false);
    await data.loadForLink(link);
    expect(data.linkReady(link)).toBe(true);
    expect(core.getRune(other!.slug)?.slug).toBe(other!.slug);
    expect([core.hasRunesOf('weapon'), core.hasRunesOf('armor', 'start'), core.hasRunesOf('shield', 'start')]).toEqual([
      true,
      false,
      false,
    ]);
    // The catalogue keeps the data's order, each rune once, and adding the whole target later adds nothing.
    expect(core.RUNES.map((r) => r.slug)).toEqual(WEAPON_RUNES.map((r) => r.slug));
    core.addRunes('weapon', WEAPON_RUNES);
    expect(core.RUNES).toHaveLength(WEAPON_RUNES.length);
  });

  it('gives a property list the runes that arrive after it was first drawn', async () => {
    const { data } = await fresh();
    const { propertyGroups } = await import('~/src/lib/rune-options');
    const { pickStrings } = await import('~/components/tools/pick-strings');
    const { islandT } = await import('~/components/tools/strings');
    const s = islandT('en', pickStrings('en', ['tools', 'field']));
    await data.loadStart(['weapon']);
    const slugs = () => propertyGroups('longsword', 'en', s).flatMap((g) => g.options.map((o) => o.value));
    expect(slugs()).toContain('flaming');
    expect(slugs()).not.toContain('ancestral-echoing');
    await data.loadRunes(['weapon']);
    expect(slugs()).toContain('ancestral-echoing');
  });
});
