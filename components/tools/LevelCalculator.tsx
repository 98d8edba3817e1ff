// Level and price calculator: the item as it is (level, price) and an upgrade planner from its runes to
// target runes (total upgrade cost, new level and price). Its form is src/lib/level-form.ts (a reducer); the wiring
// every calculator shares is shell/.
import { useMemo } from 'preact/hooks';
import type { Locale } from '../../src/rules';
import { formatPrice } from '../../src/rules/tables';
import { toSpec } from '../../src/lib/item-draft';
import { unreadWords } from '../../src/lib/item-side';
import { LEVEL_FORM, levelForm, type LevelForm } from '../../src/lib/level-form';
import { RULE_FACTS } from '../../src/rules/facts';
import { NAME_SLOT, WithName } from './RuneName';
import { ItemLevel } from './ItemLevel';
import { useT, type LevelKey, type Strings } from './strings';
import { upgradePlan } from '../../src/lib/upgrade-plan';
import { startTool } from './rune-data';
import { Later } from './Later';
import { AnswerBar } from './AnswerBar';
import { CalculatorResult, CalculatorShell, useCalculator } from './shell/calculator';
import { addressCode } from './url-sync';
import { SideFields, SideName, useItemSide } from './shell/item-side';
import { LevelResult } from './LevelResult';
import type { ItemEvaluation } from '../../src/rules';

// The address's reader and writer: loaded before hydration for a link, else on the first edit (url-sync.ts).
const address = addressCode(async () => {
  const [{ loadLevel }, { levelQuery }] = await Promise.all([
    import('../../src/lib/tool-load-level'),
    import('../../src/lib/url-state-level'),
  ]);
  return { load: loadLevel, query: (s: LevelForm) => levelQuery(toSpec(s.current.item), toSpec(s.target.item)) };
});

// Before hydration: the weapon runes, and for a link this page's problem messages (see startTool).
await startTool([], address);

interface Props {
  lang: Locale;
  strings: Strings<LevelKey>;
  headingLevel?: 2 | 3;
}

export default function LevelCalculator({ lang, strings, headingLevel = 2 }: Props) {
  const calc = useCalculator({
    lang,
    strings,
    reducer: levelForm,
    initial: LEVEL_FORM,
    address,
    bases: (s) => [s.current.item.base],
  });
  const { t, state, dispatch } = calc;
  const current = useItemSide(state.current, (change) => dispatch({ type: 'current', change }));
  const target = useItemSide(state.target, (change) => dispatch({ type: 'target', change }));
  const plan = useMemo(() => upgradePlan(toSpec(current.item), toSpec(target.item)), [current.item, target.item, calc.runes.version]);
  return (
    <CalculatorShell calc={calc}>
      <div class="tool-form">
        <SideName id="level-current-name" lang={lang} label={t('tools.itemName')} side={current} ev={plan.current} />
        <SideName id="level-target-name" lang={lang} label={t('level.targetName')} side={target} ev={plan.target} hint={false} />
        <CrafterField value={state.crafter} onInput={(value) => dispatch({ type: 'crafter', value })} />
        <SideFields id="level-current" lang={lang} side={current} ev={plan.current} legend={t('level.current')} />
        <CurrentFigures lang={lang} ev={plan.current} />
        {/* The target's fields, a screen down on a phone, hydrate in the task after the rest of the form (Later.tsx). */}
        <Later tag="div">
          <SideFields
            id="level-target"
            lang={lang}
            side={target}
            ev={plan.target}
            legend={t('level.target')}
            hint={t('level.targetHint')}
            showBase={false}
            materialFixed
          />
        </Later>
        <AnswerBar lang={lang} unread={unreadWords(current, target)} unmade={!plan.current.valid || !plan.target.valid}>
          <WithName
            template={t('level.summary', { ...NAME_SLOT, level: plan.target.level, cost: formatPrice(plan.totalCp, lang) })}
            name={plan.target.name[lang]}
            lang={lang}
          />
        </AnswerBar>
      </div>
      <CalculatorResult id="level-result" title={t('level.plan')} headingLevel={headingLevel}>
        <LevelResult lang={lang} plan={plan} form={state} />
      </CalculatorResult>
    </CalculatorShell>
  );
}

function CrafterField({ value, onInput }: { value: string; onInput: (value: string) => void }) {
  const t = useT<LevelKey>();
  return (
    <div class="tool-field tool-field--short">
      <label for="level-crafter">{t('field.crafterLevel')}</label>
      <input
        id="level-crafter"
        type="number"
        inputMode="numeric"
        min={RULE_FACTS.crafterLevel.min}
        max={RULE_FACTS.crafterLevel.max}
        value={value}
        aria-describedby="level-crafter-hint"
        onInput={(e) => onInput(e.currentTarget.value)}
      />
      <p id="level-crafter-hint" class="tool-hint tool-hint--fixed">
        {t('level.crafterHint')}
      </p>
    </div>
  );
}

/** The current item as it is, under its fields. */
function CurrentFigures({ lang, ev }: { lang: Locale; ev: ItemEvaluation }) {
  const t = useT<LevelKey>();
  return (
    <dl class="tool-figures tool-figures--current" aria-live="polite">
      <dt>{t('level.current')}</dt>
      <dd lang={lang}>{ev.name[lang]}</dd>
      <ItemLevel ev={ev} lang={lang} />
      <dt>{t('field.price')}</dt>
      <dd>{formatPrice(ev.priceCp, lang)}</dd>
    </dl>
  );
}
