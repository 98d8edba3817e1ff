// Level and price calculator: the item as it is (level, price) and an upgrade planner from its runes to
// target runes (total upgrade cost, new level and price).
import { useMemo, useState } from 'preact/hooks';
import type { Notice } from '../../src/lib/url-state';
import { applyRuneFields, levelQuery, readLevelTool } from '../../src/lib/url-state-level';
import type { Locale, Problem } from '../../src/rules';
import { formatPrice } from '../../src/rules/tables';
import { DEFAULT_ITEM, fromSpec, toSpec, type ItemDraft } from '../../src/lib/item-draft';
import { ItemFields } from './ItemFields';
import { ItemLevel } from './ItemLevel';
import { ProblemList } from './ProblemList';
import type { LevelKey, Strings } from './strings';
import { upgradePlan } from '../../src/lib/upgrade-plan';
import { UpgradePlanTable } from './UpgradePlanTable';
import { useQuerySync } from './url-sync';

interface Props {
  lang: Locale;
  strings: Strings<LevelKey>;
  headingLevel?: 2 | 3;
}

const DEFAULT_TARGET: ItemDraft = { ...DEFAULT_ITEM, potency: DEFAULT_ITEM.potency + 1 };
const FIELDS = ['potency', 'striking', 'resilient', 'reinforcing'] as const;

/** When the current item changes, target fields that were left unchanged follow it. */
function follow(prev: ItemDraft, next: ItemDraft, target: ItemDraft): ItemDraft {
  const out: ItemDraft = { ...target, base: next.base, property: [...target.property] };
  for (const f of FIELDS) if (target[f] === prev[f]) (out[f] as ItemDraft[typeof f]) = next[f];
  const length = Math.max(prev.property.length, next.property.length, target.property.length);
  for (let i = 0; i < length; i++) {
    if ((target.property[i] ?? '') === (prev.property[i] ?? '')) out.property[i] = next.property[i] ?? '';
  }
  return out;
}

// The current and the target item often share a problem; say it once.
function unique(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    if (seen.has(p.message.en)) return false;
    seen.add(p.message.en);
    return true;
  });
}

export default function LevelCalculator({ lang, strings: s, headingLevel = 2 }: Props) {
  const [current, setCurrent] = useState<ItemDraft>(DEFAULT_ITEM);
  const [target, setTarget] = useState<ItemDraft>(DEFAULT_TARGET);
  const [notices, setNotices] = useState<Notice[]>([]);
  const currentSpec = toSpec(current);
  const targetSpec = toSpec(target);
  const query = levelQuery(currentSpec, targetSpec);
  const plan = useMemo(() => upgradePlan(currentSpec, targetSpec), [query]);

  useQuerySync(query, (search) => {
    const read = readLevelTool(search);
    if (read.current) {
      const draft = fromSpec(read.current);
      setCurrent(draft);
      setTarget(fromSpec(applyRuneFields(toSpec(draft), read.target)));
    }
    setNotices(read.notices);
  });

  const editCurrent = (next: ItemDraft) => {
    setTarget(follow(current, next, target));
    setCurrent(next);
    setNotices([]);
  };
  const editTarget = (next: ItemDraft) => {
    setTarget({ ...next, base: current.base });
    setNotices([]);
  };

  const problems = unique([...plan.current.problems, ...plan.target.problems, ...plan.steps.flatMap((st) => st.problems)]);
  const H = `h${headingLevel}` as 'h2';
  return (
    <div class="tool">
      <ItemFields id="level-current" lang={lang} s={s} draft={current} onChange={editCurrent} slots={plan.current.propertySlots} legend={s['level.current']} />
      <dl class="tool-figures" aria-live="polite">
        <dt>{s['level.current']}</dt>
        <dd lang={lang}>{plan.current.name[lang]}</dd>
        <ItemLevel ev={plan.current} lang={lang} s={s} />
        <dt>{s['tools.price']}</dt>
        <dd>{formatPrice(plan.current.priceCp, lang)}</dd>
      </dl>
      <ItemFields
        id="level-target"
        lang={lang}
        s={s}
        draft={target}
        onChange={editTarget}
        slots={plan.target.propertySlots}
        legend={s['level.target']}
        hint={s['level.targetHint']}
        showBase={false}
      />
      <section class="tool-result" aria-labelledby="level-result">
        <H id="level-result">{s['level.plan']}</H>
        <ProblemList lang={lang} s={s} problems={problems} notices={notices} />
        <div aria-live="polite">
          <UpgradePlanTable lang={lang} s={s} plan={plan} />
          <dl class="tool-figures">
            <dt>{s['level.totalCost']}</dt>
            <dd>
              <span class="tool-figure">{formatPrice(plan.totalCp, lang)}</span>
            </dd>
            <dt>{s['level.newName']}</dt>
            <dd>{plan.target.name[lang]}</dd>
            <dt>{s['level.newLevel']}</dt>
            <dd>
              <span class="tool-figure">{plan.target.level}</span>
            </dd>
            <dt>{s['level.newPrice']}</dt>
            <dd>{formatPrice(plan.target.priceCp, lang)}</dd>
          </dl>
        </div>
      </section>
    </div>
  );
}
