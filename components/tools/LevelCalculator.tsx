// Level and price calculator: the item as it is (level, price) and an upgrade planner from its runes to
// target runes (total upgrade cost, new level and price).
import { useMemo, useRef, useState } from 'preact/hooks';
import { parenthesized } from '../../src/i18n/locale';
import type { Notice } from '../../src/lib/url-state';
import { levelQuery } from '../../src/lib/url-state-level';
import { DEFAULT_TARGET, loadLevel } from '../../src/lib/tool-load-level';
import type { Locale } from '../../src/rules';
import { formatPrice } from '../../src/rules/tables';
import { DEFAULT_ITEM, toSpec, type ItemDraft } from '../../src/lib/item-draft';
import { followCurrent, planDc, type PassedTarget } from '../../src/lib/level-form';
import { getRune } from '../../src/rules/core';
import { PROFICIENCY_LABELS } from '../../src/rules/data/labels';
import { RULE_FACTS } from '../../src/rules/facts';
import { craftRankBasis } from '../../src/rules/crafting';
import { ItemNames } from './ItemNames';
import { NAME_SLOT, WithName } from './RuneName';
import { ItemFields } from './ItemFields';
import { ItemLevel } from './ItemLevel';
import { ProblemList } from './ProblemList';
import { Island, useIslandT, type LevelKey, type Strings } from './strings';
import { stepCounts, upgradePlan } from '../../src/lib/upgrade-plan';
import { UpgradePlanTable } from './UpgradePlanTable';
import { useFullListsAfterHydration } from './full-lists';
import { useQuerySync } from './url-sync';
import { startTool, useRunes } from './rune-data';
import { targetsOfBases } from '../../src/lib/rune-data';
import { ToolLoading } from './ToolLoading';
import { Later } from './Later';
import { ItemNameField, useItemName } from './ItemNameField';

// Before hydration: the weapon runes, and for a link this page's problem messages (see startTool).
await startTool();

interface Props {
  lang: Locale;
  strings: Strings<LevelKey>;
  headingLevel?: 2 | 3;
}

export default function LevelCalculator({ lang, strings, headingLevel = 2 }: Props) {
  const t = useIslandT(lang, strings);
  const [current, setCurrent] = useState<ItemDraft>(DEFAULT_ITEM);
  const [target, setTarget] = useState<ItemDraft>(DEFAULT_TARGET);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [passed, setPassed] = useState<PassedTarget[]>([]);
  const currentSpec = toSpec(current);
  const targetSpec = toSpec(target);
  const query = levelQuery(currentSpec, targetSpec);
  // The runes of the item's kind (a weapon's are there from the start).
  const runes = useRunes(targetsOfBases([current.base]));
  const plan = useMemo(() => upgradePlan(currentSpec, targetSpec), [query, runes.version]);

  // The two name fields may both apply a reading in one tick (when the reader arrives): each edit reads the
  // state the other one left, not the render's, or the current item's edit would undo the target's.
  const latest = useRef({ current, target });
  latest.current = { current, target };
  const editCurrent = (next: ItemDraft) => {
    const followed = followCurrent(latest.current.current, next, latest.current.target);
    latest.current = { current: next, target: followed.target };
    setTarget(followed.target);
    setPassed(followed.passed);
    setCurrent(next);
    setNotices([]);
  };
  const editTarget = (next: ItemDraft) => {
    const nextTarget = { ...next, base: latest.current.current.base, material: latest.current.current.material };
    latest.current = { ...latest.current, target: nextTarget };
    setTarget(nextTarget);
    setPassed([]);
    setNotices([]);
  };
  // Each item as a name, first: the current item, and the target (its runes; it keeps the current base item).
  const currentName = useItemName(current, editCurrent);
  const targetName = useItemName(target, editTarget);
  const pending = useQuerySync(query, (search) => {
    const loaded = loadLevel(search);
    setPassed([]);
    setNotices(loaded.notices);
    setCurrent(loaded.draft.current);
    setTarget(loaded.draft.target);
    if (loaded.names?.item !== undefined) currentName.show(loaded.names.item);
    if (loaded.names?.['to-item'] !== undefined) targetName.show(loaded.names['to-item']);
    return loaded.query;
  });
  const notes = passed.map((p) =>
    p.field === 'potency'
      ? t('level.targetPassedPotency', { target: p.target, current: p.current })
      : t('level.targetPassed', {
          rune: getRune(p.target)?.name[lang] ?? p.target,
          current: getRune(p.current)?.name[lang] ?? p.current,
        }),
  );
  const craftedRunes = plan.steps.filter((st) => st.to && stepCounts(st));
  // The material's grade upgrade is one more Craft activity, at its grade's level.
  const crafted = [...craftedRunes, ...(plan.material ? [plan.material] : [])];
  const dc = planDc(crafted.map((st) => st.dc));
  // GM Core p. 223: the rank by the highest rune's level (or its Craft Requirements), or by the material's grade.
  const basis = craftRankBasis(
    craftedRunes.map((st) => st.to!.slug),
    plan.material,
  );
  // Every rank note's words, some notes naming only some of them.
  const rankWords = {
    level: basis.level ?? 0,
    rank: PROFICIENCY_LABELS[basis.rank].label[lang],
    master: RULE_FACTS.craftMasterFromLevel,
    legendary: RULE_FACTS.craftLegendaryFromLevel,
  };
  const rankNote = t(
    basis.by === 'material'
      ? 'level.rankByMaterial'
      : basis.by === 'magical-crafting'
        ? 'level.rankByFeat'
        : basis.by === 'item-level'
          ? 'level.rankByLevel'
          : 'level.rankByRequirements',
    rankWords,
  );
  const each = RULE_FACTS.craftDays;
  const days =
    crafted.length === 0
      ? t('level.noDays')
      : crafted.length === 1
        ? t('level.daysOne', { days: each })
        : t('level.daysValue', { days: each * crafted.length, count: crafted.length, each });
  const total = formatPrice(plan.totalCp, lang);

  // The current and the target item often share a problem: the list says each message once (mergeProblems).
  const problems = [...plan.current.problems, ...plan.target.problems, ...plan.steps.flatMap((st) => st.problems)];
  const H = `h${headingLevel}` as 'h2';
  const full = useFullListsAfterHydration();
  return (
    <Island.Provider value={{ t, lists: full }}>
      <ToolLoading pending={pending} busy={!runes.ready} />
      <div class={pending ? 'tool tool--pending' : 'tool'} data-pagefind-ignore>
        <div class="tool-form">
          <ItemNameField
            id="level-current-name"
            lang={lang}
            label={t('tools.itemName')}
            name={plan.current.name[lang]}
            state={currentName}
          />
          <ItemNameField
            id="level-target-name"
            lang={lang}
            label={t('level.targetName')}
            name={plan.target.name[lang]}
            state={targetName}
            hint={false}
          />
          <ItemFields
            id="level-current"
            lang={lang}
            draft={current}
            onChange={(next) => {
              editCurrent(next);
              currentName.reset();
              targetName.reset();
            }}
            slots={plan.current.propertySlots}
            legend={t('level.current')}
            problems={plan.current.problems}
            loading={!runes.ready}
            partial={!runes.complete}
            onWarm={runes.warm}
          />
          <dl class="tool-figures tool-figures--current" aria-live="polite">
            <dt>{t('level.current')}</dt>
            <dd lang={lang}>{plan.current.name[lang]}</dd>
            <ItemLevel ev={plan.current} lang={lang} />
            <dt>{t('field.price')}</dt>
            <dd>{formatPrice(plan.current.priceCp, lang)}</dd>
          </dl>
          {/* The target's fields, a screen down on a phone, hydrate in the task after the rest of the form (Later.tsx). */}
          <Later tag="div">
            <ItemFields
              id="level-target"
              lang={lang}
              draft={target}
              onChange={(next) => {
                editTarget(next);
                targetName.reset();
              }}
              slots={plan.target.propertySlots}
              legend={t('level.target')}
              hint={t('level.targetHint')}
              showBase={false}
              materialFixed
              problems={plan.target.problems}
              loading={!runes.ready}
              partial={!runes.complete}
              onWarm={runes.warm}
            />
          </Later>
          <p class="tool-summary" aria-hidden="true">
            <WithName
              template={t('level.summary', { ...NAME_SLOT, level: plan.target.level, cost: total })}
              name={plan.target.name[lang]}
              lang={lang}
            />
          </p>
        </div>
        {/* Hydrated in the task after the form (Later.tsx). */}
        <Later tag="section" class="tool-result" aria-labelledby="level-result">
          <H id="level-result">{t('level.plan')}</H>
          <ProblemList lang={lang} problems={problems} notices={notices} notes={notes} />
          <div aria-live="polite">
            <ItemNames lang={lang} name={plan.target.name} label={t('level.newNames')} />
            <dl class="tool-figures">
              <dt>{t('level.totalCost')}</dt>
              <dd>
                <span class="tool-figure">{total}</span>
              </dd>
              <dt>{t('level.newLevel')}</dt>
              <dd>
                <span class="tool-figure">{plan.target.level}</span>
              </dd>
              <dt>{t('level.newPrice')}</dt>
              <dd>{formatPrice(plan.target.priceCp, lang)}</dd>
              <dt>{t('level.craftDc')}</dt>
              <dd>
                {dc ?? '—'}
                {dc !== null && crafted.length > 1 && <span class="tool-note">{parenthesized(t('level.craftDcNote'), lang, true)}</span>}
              </dd>
              <dt>{t('field.rankNeeded')}</dt>
              <dd>
                {crafted.length > 0 ? PROFICIENCY_LABELS[basis.rank].label[lang] : '—'}
                {crafted.length > 0 && <span class="tool-note">{parenthesized(rankNote, lang, true)}</span>}
              </dd>
              <dt>{t('field.time')}</dt>
              <dd>{days}</dd>
            </dl>
            <UpgradePlanTable lang={lang} plan={plan} labelledBy="level-result" />
          </div>
        </Later>
      </div>
    </Island.Provider>
  );
}
