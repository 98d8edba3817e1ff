// The item form shared by the three calculators: base item, fundamental runes, property runes.
// Only the fields that can apply to the chosen item are shown (no resilient select for a weapon); a field that
// can't apply but holds a choice (a link, or a base item changed under it) stays, marked invalid with the reason.
// Every select keeps the runes that don't fit the item visible, disabled, with the reason.
import type { Locale, Problem, RuneTarget } from '../../src/rules';
import { getBaseItem, getRune } from '../../src/rules/core';
import { BaseItemPicker } from './BaseItemPicker';
import { trimmedProperty, type ItemDraft } from '../../src/lib/item-draft';
import { slotOptions, potencyOptions, propertyGroups } from '../../src/lib/rune-options';
import { fittingGrade, gradeOptions, materialOptions } from '../../src/lib/material-options';
import { MATERIAL_GRADE_MAX_RUNE_LEVEL } from '../../src/rules/data/materials';
import { hasSlot, RUNE_SLOTS, slotOf, type FundamentalSlot } from '../../src/rules/slots';
import { RuneSelect } from './RuneSelect';
import { useT, type IslandT } from './strings';

interface Props {
  id: string;
  lang: Locale;
  draft: ItemDraft;
  onChange: (next: ItemDraft) => void;
  /** property slots of the item as the rules count them */
  slots: number;
  legend: string;
  /** false for the level calculator's target, which keeps the current base item */
  showBase?: boolean;
  hint?: string;
  /** label of an empty base item choice (the transfer estimator's optional item) */
  noneLabel?: string;
  /** the item's problems: an error about a chosen rune is shown on that rune's field */
  problems?: readonly Problem[];
  /** inside a fieldset of the caller that already names the item: no fieldset and legend of its own */
  nested?: boolean;
  /** the runes of this item's kind are still loading: its property selects wait (see rune-data.ts) */
  loading?: boolean;
  /** the other books' runes of this item's kind are still arriving: its property lists say so in a last line */
  partial?: boolean;
  /** the reader turns to a property list: load those runes at once */
  onWarm?: () => void;
  /** the level calculator's target: the material follows the current item, only its grade can be chosen */
  materialFixed?: boolean;
}

/** Which fields can apply to a kind of item: its fundamental slots, and property runes where a potency rune gives slots. */
const applies = (kind: RuneTarget, field: FundamentalSlot | 'property') => hasSlot(kind, field === 'property' ? 'potency' : field);

export function ItemFields({
  id,
  lang,
  draft,
  onChange,
  slots,
  legend,
  showBase = true,
  hint,
  noneLabel,
  problems = [],
  nested = false,
  loading = false,
  partial = false,
  onWarm,
  materialFixed = false,
}: Props) {
  const t = useT();
  const set = (patch: Partial<ItemDraft>) => onChange({ ...draft, ...patch });
  const errors = fieldErrors(problems, t);
  const part = { id, lang, draft, set, errors };
  return (
    <Group nested={nested} legend={legend}>
      {hint && <p class="tool-hint">{hint}</p>}
      {showBase && (
        <BaseItemPicker id={`${id}-base`} lang={lang} value={draft.base} onChange={(base) => set({ base })} noneLabel={noneLabel} />
      )}
      {showBase && draft.base !== '' && (
        // A specific magic item keeps its property runes (GM Core p. 241): the level and transfer rules read the mark.
        <div class="tool-check">
          <input
            id={`${id}-specific`}
            type="checkbox"
            checked={draft.specific}
            onChange={(e) => set({ specific: e.currentTarget.checked })}
          />
          <label for={`${id}-specific`}>{t('field.specific')}</label>
        </div>
      )}
      {draft.base !== '' && (
        <>
          <FundamentalFields {...part} />
          <PropertyFields {...part} slots={slots} loading={loading} partial={partial} onWarm={onWarm} />
          <MaterialFields {...part} fixed={materialFixed} />
        </>
      )}
    </Group>
  );
}

/** What each part of the form gets: the item, a patch to it, and the errors to show on its fields. */
interface Part {
  id: string;
  lang: Locale;
  draft: ItemDraft;
  set: (patch: Partial<ItemDraft>) => void;
  errors: FieldErrors;
}

/** The errors (not warnings) to show on the fields: by rune, the potency rune's, and the material's. */
interface FieldErrors {
  /** an error about the rune chosen in a field (none for '') */
  of: (slug: string) => string | undefined;
  potency?: string;
  material?: string;
}

// A message that has not arrived yet reads '' (strings.ts): the field shows no error until it is in.
function fieldErrors(problems: readonly Problem[], t: IslandT): FieldErrors {
  const byRune = new Map<string, string>();
  // (A property rune beyond the slots is dormant, not an error: see mergeProblems.)
  for (const p of problems) {
    if (p.rune && p.severity === 'error' && p.code !== 'no-free-slot' && !byRune.get(p.rune)) byRune.set(p.rune, t(p));
  }
  // A potency rune's problems go to the potency field.
  const potency = [...byRune.entries()].find(([slug]) => {
    const rune = getRune(slug);
    return rune !== undefined && slotOf(rune) === 'potency';
  })?.[1];
  // The material's own problems (it can't make the item, a grade it lacks) show on the material field.
  const material = problems.find((p) => p.code.startsWith('material-') && p.code !== 'material-grade-rune-limit');
  return { of: (slug) => (slug ? byRune.get(slug) : undefined), potency, material: material && t(material) };
}

function FundamentalFields({ id, lang, draft, set, errors }: Part) {
  const t = useT();
  const target = getBaseItem(draft.base)?.kind ?? 'weapon';
  const shownFamilies = RUNE_SLOTS.filter((f) => applies(target, f) || draft[f] !== '');
  const showPotency = applies(target, 'potency') || draft.potency !== 0;
  return (
    <fieldset class="tool-fieldset tool-fieldset--inner">
      <legend>{t('tools.fundamentalLegend')}</legend>
      <div class="tool-grid">
        {showPotency && (
          <RuneSelect
            id={`${id}-potency`}
            label={t('field.potency')}
            none={t('tools.none')}
            value={draft.potency ? String(draft.potency) : ''}
            options={potencyOptions(draft.base, lang, t)}
            onChange={(v) => set({ potency: v === '' ? 0 : Number(v) })}
            error={draft.potency ? errors.potency : undefined}
          />
        )}
        {shownFamilies.map((family) => (
          <RuneSelect
            key={family}
            id={`${id}-${family}`}
            label={t(`field.${family}`)}
            none={t('tools.none')}
            value={draft[family]}
            options={slotOptions(draft.base, family, lang, t)}
            onChange={(v) => set({ [family]: v })}
            error={errors.of(draft[family])}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface PropertyProps extends Part, Pick<Props, 'slots' | 'loading' | 'partial' | 'onWarm'> {}

function PropertyFields({ id, lang, draft, set, errors, slots, loading, partial, onWarm }: PropertyProps) {
  const t = useT();
  const chosen = trimmedProperty(draft);
  const kind = getBaseItem(draft.base)?.kind;
  if (!applies(kind ?? 'weapon', 'property') && chosen.length === 0) return null;
  // As many selects as slots, plus any runes already chosen beyond them (the rules flag those dormant).
  const count = Math.max(slots, chosen.length);
  const setProperty = (i: number, slug: string) => {
    const next = [...draft.property];
    while (next.length <= i) next.push('');
    next[i] = slug;
    set({ property: next });
  };
  // Built when a property select lists its runes (RuneSelect): not while the island hydrates with none chosen.
  const groups = () => propertyGroups(draft.base, lang, t);
  return (
    <fieldset class="tool-fieldset tool-fieldset--inner" aria-busy={loading ? 'true' : undefined}>
      <legend>{t('field.property')}</legend>
      <p id={`${id}-slots`} class="tool-hint">
        {slots > 0
          ? t('tools.propertySlots', { count: slots })
          : kind === 'shield'
            ? t('tools.shieldNoProperty')
            : t('tools.propertyNoSlots')}
      </p>
      <div class="tool-grid">
        {Array.from({ length: count }, (_, i) => (
          <RuneSelect
            key={i}
            id={`${id}-property-${i + 1}`}
            label={t('field.propertySlot', { n: i + 1 })}
            none={t('tools.none')}
            value={draft.property[i] ?? ''}
            groups={groups}
            describedBy={`${id}-slots`}
            onChange={(v) => setProperty(i, v)}
            error={errors.of(draft.property[i] ?? '')}
            disabled={loading}
            more={partial ? t('tools.loadingMore') : undefined}
            onWarm={onWarm}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The precious material and its grade; the level calculator's target shows only the grade (`fixed`). */
function MaterialFields({ id, lang, draft, set, errors, fixed }: Part & { fixed: boolean }) {
  const t = useT();
  if (fixed && draft.material === '') return null;
  const setMaterial = (material: string) => set({ material, grade: material ? fittingGrade(material, draft.base, draft.grade) : '' });
  return (
    <fieldset class="tool-fieldset tool-fieldset--inner">
      <legend>{t('tools.materialLegend')}</legend>
      <p id={`${id}-material-hint`} class="tool-hint">
        {fixed
          ? t('tools.materialFollows')
          : t('tools.materialHint', { low: MATERIAL_GRADE_MAX_RUNE_LEVEL.low, standard: MATERIAL_GRADE_MAX_RUNE_LEVEL.standard })}
      </p>
      <div class="tool-grid">
        {!fixed && (
          <RuneSelect
            id={`${id}-material`}
            label={t('tools.material')}
            none={t('tools.materialNone')}
            value={draft.material}
            options={materialOptions(draft.base, lang, t)}
            describedBy={`${id}-material-hint`}
            onChange={setMaterial}
            error={draft.material ? errors.material : undefined}
          />
        )}
        {draft.material !== '' && (
          <RuneSelect
            id={`${id}-grade`}
            label={t('tools.materialGrade')}
            value={draft.grade}
            options={gradeOptions(draft.material, draft.base, lang, t)}
            describedBy={`${id}-material-hint`}
            onChange={(grade) => set({ grade })}
            error={fixed ? errors.material : undefined}
          />
        )}
      </div>
    </fieldset>
  );
}

function Group({ nested, legend, children }: { nested: boolean; legend: string; children: preact.ComponentChildren }) {
  if (nested) return <div class="tool-item">{children}</div>;
  return (
    <fieldset class="tool-fieldset">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
