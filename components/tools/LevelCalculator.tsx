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
import { crafterReaches, followCurrent, ignoredTargetMaterial, planDc, type PassedTarget } from '../../src/lib/level-form';
import { getMaterial } from '../../src/rules/materials';
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
import { ItemNameField, unreadIn, useItemName } from './ItemNameField';
import { AnswerBar } from './AnswerBar';
import { ItemExport } from './export/ItemExport';

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
  const [crafter, setCrafter] = useState('');
  // A material the target's name gave that the upgrade cannot take (it keeps the current item's material).
  const [ignoredMaterial, setIgnoredMaterial] = useState<string | null>(null);
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
    setIgnoredMaterial(ignoredTargetMaterial(latest.current.current, next));
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
  const materialNotes = ignoredMaterial
    ? [
        t('level.targetMaterialIgnored', {
          material: getMaterial(ignoredMaterial)?.name[lang] ?? ignoredMaterial,
          current: getMaterial(current.material)?.name[lang] ?? t('tools.materialNone'),
        }),
      ]
    : [];
  const passedNotes = passed.map((p) =>
    p.field === 'potency'
      ? t('level.targetPassedPotency', { target: p.target, current: p.current })
      : t('level.targetPassed', {
          rune: getRune(p.target)?.name[lang] ?? p.target,
          current: getRune(p.current)?.name[lang] ?? p.current,
        }),
  );
  const notes = [...materialNotes, ...passedNotes];
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
  // Who can do it: a crafter of the highest crafted level (GM Core p. 223), with the rank above.
  const etchLevel = Math.max(0, ...craftedRunes.map((st) => st.to?.level ?? 0), plan.material?.level ?? 0);
  const reaches = crafterReaches(crafter, etchLevel, RULE_FACTS.crafterLevel);

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
          <div class="tool-field tool-field--short">
            <label for="level-crafter">{t('field.crafterLevel')}</label>
            <input
              id="level-crafter"
              type="number"
              inputMode="numeric"
              min={RULE_FACTS.crafterLevel.min}
              max={RULE_FACTS.crafterLevel.max}
              value={crafter}
              aria-describedby="level-crafter-hint"
              onInput={(e) => setCrafter((e.currentTarget as HTMLInputElement).value)}
            />
            <p id="level-crafter-hint" class="tool-hint">
              {t('level.crafterHint')}
            </p>
          </div>
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
          <AnswerBar
            lang={lang}
            unread={unreadIn(currentName, targetName)}
            unmade={[...plan.current.problems, ...plan.target.problems].some((p) => p.severity === 'error')}
          >
            <WithName
              template={t('level.summary', { ...NAME_SLOT, level: plan.target.level, cost: total })}
              name={plan.target.name[lang]}
              lang={lang}
            />
          </AnswerBar>
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
              {/* What buying the upgraded item costs, beside what etching the upgrade costs. */}
              <dt>{t('level.newPrice')}</dt>
              <dd>{formatPrice(plan.target.priceCp, lang)}</dd>
              <dt>{t('level.newLevel')}</dt>
              <dd>
                <span class="tool-figure">{plan.target.level}</span>
              </dd>
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
              {crafted.length > 0 && (
                <>
                  <dt>{t('level.whoCan')}</dt>
                  <dd>
                    {t('level.whoCanValue', { level: etchLevel, rank: PROFICIENCY_LABELS[basis.rank].label[lang] })}
                    {reaches !== null && (
                      <span class={reaches ? 'tool-note' : 'tool-note tool-warning'}>
                        {' '}
                        {t(reaches ? 'level.crafterCan' : 'level.crafterCannot', { crafter: Number(crafter), level: etchLevel })}
                      </span>
                    )}
                  </dd>
                </>
              )}
            </dl>
            <UpgradePlanTable lang={lang} plan={plan} labelledBy="level-result" />
          </div>
          <ItemExport id="level-export" spec={targetSpec} lang={lang} />
        </Later>
      </div>
    </Island.Provider>
  );
}
