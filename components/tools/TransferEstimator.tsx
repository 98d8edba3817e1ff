// Transfer estimator: move a rune (or swap two) → Craft DC, cost, days, cost after extra days, and the
// warnings of GM Core p. 225 (automatic critical failure, dormant runes on the item the rune leaves or the
// one that receives it). Both optional items use the calculators' shared ItemFields.
import { useMemo, useState } from 'preact/hooks';
import type { Notice } from '../../src/lib/url-state';
import { readTransferTool, transferQuery, type TransferState } from '../../src/lib/url-state-transfer';
import type { Locale, ProficiencyRank, TransferSpec } from '../../src/rules';
import { getRune } from '../../src/rules/core';
import { PROFICIENCY_LABELS } from '../../src/rules/data/labels';
import { RULE_FACTS } from '../../src/rules/facts';
import { evaluateItem } from '../../src/rules/item';
import { estimateTransfer } from '../../src/rules/transfer';
import { fromSpec, toSpec, type ItemDraft } from '../../src/lib/item-draft';
import { ItemFields } from './ItemFields';
import { ProblemList } from './ProblemList';
import { runeGroups } from '../../src/lib/rune-options';
import { RuneSelect } from './RuneSelect';
import type { Strings, TransferKey } from './strings';
import { TransferFigures } from './TransferFigures';
import { useQuerySync } from './url-sync';

interface Props {
  lang: Locale;
  strings: Strings<TransferKey>;
  headingLevel?: 2 | 3;
}

interface Draft {
  rune: string;
  swap: string;
  runestone: boolean;
  /** the receiving item; base '' = none */
  to: ItemDraft;
  /** the item the rune leaves; base '' = none */
  from: ItemDraft;
  level: string;
  rank: ProficiencyRank | '';
  days: string;
  crit: boolean;
}

const NO_ITEM: ItemDraft = { ...fromSpec({}, ''), base: '' };
const DEFAULT: Draft = { rune: 'flaming', swap: '', runestone: false, to: NO_ITEM, from: NO_ITEM, level: '', rank: '', days: '', crit: false };
const RANKS = Object.keys(PROFICIENCY_LABELS) as ProficiencyRank[];

function wholeNumber(text: string): number | undefined {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

function toState(d: Draft): TransferState {
  const state: TransferState = { rune: d.rune, runestone: d.runestone, days: wholeNumber(d.days) ?? 0, crit: d.crit };
  if (d.swap) state.swap = d.swap;
  if (d.to.base) state.to = toSpec(d.to);
  if (d.from.base) state.from = toSpec(d.from);
  const level = wholeNumber(d.level);
  if (level !== undefined) state.level = level;
  if (d.rank) state.rank = d.rank;
  return state;
}

function fromState(st: Partial<TransferState>): Draft {
  return {
    rune: st.rune ?? DEFAULT.rune,
    swap: st.swap ?? '',
    runestone: st.runestone ?? false,
    to: st.to ? fromSpec(st.to) : NO_ITEM,
    from: st.from ? fromSpec(st.from) : NO_ITEM,
    level: st.level !== undefined ? String(st.level) : '',
    rank: st.rank ?? '',
    days: st.days ? String(st.days) : '',
    crit: st.crit ?? false,
  };
}

function toSpecOf(d: Draft): TransferSpec {
  const spec: TransferSpec = { rune: d.rune, fromRunestone: d.runestone, criticalSuccess: d.crit };
  if (d.swap) spec.swapWith = d.swap;
  if (d.to.base) spec.to = toSpec(d.to);
  if (d.from.base) spec.from = toSpec(d.from);
  // Typed text the rules can judge (a level of 25 gets its own problem); an empty box means "not given".
  if (d.level.trim() !== '') spec.crafterLevel = Number(d.level);
  if (d.rank) spec.proficiency = d.rank;
  if (d.days.trim() !== '') spec.extraDays = Number(d.days);
  return spec;
}

export default function TransferEstimator({ lang, strings: s, headingLevel = 2 }: Props) {
  const [draft, setDraft] = useState<Draft>(DEFAULT);
  const [notices, setNotices] = useState<Notice[]>([]);
  const query = transferQuery(toState(draft));
  const spec = toSpecOf(draft);
  const est = useMemo(() => estimateTransfer(spec), [JSON.stringify(spec)]);

  useQuerySync(query, (search) => {
    const read = readTransferTool(search);
    if (read.state) setDraft(fromState(read.state));
    setNotices(read.notices);
  });
  const set = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setNotices([]);
  };

  const moved = getRune(draft.rune);
  const all = runeGroups(draft.to.base, lang, s, () => true, () => null);
  const swapGroups = runeGroups(draft.to.base, lang, s, (r) => r.slug !== draft.rune, (r) =>
    moved && r.kind !== moved.kind ? s['transfer.otherForm'] : null,
  );
  const H = `h${headingLevel}` as 'h2';
  return (
    <div class="tool">
      <fieldset class="tool-fieldset">
        <legend>{s['transfer.runeLegend']}</legend>
        <div class="tool-grid">
          <RuneSelect id="transfer-rune" label={s['transfer.rune']} value={draft.rune} groups={all} onChange={(rune) => set({ rune })} />
          <RuneSelect
            id="transfer-swap"
            label={s['transfer.swap']}
            none={s['transfer.noSwap']}
            value={draft.swap}
            groups={swapGroups}
            onChange={(swap) => set({ swap })}
          />
        </div>
        <Checkbox id="transfer-runestone" label={s['transfer.runestone']} checked={draft.runestone} onChange={(runestone) => set({ runestone })} />
      </fieldset>
      <ItemFields
        id="transfer-from"
        lang={lang}
        s={s}
        draft={draft.from}
        onChange={(from) => set({ from })}
        slots={draft.from.base ? evaluateItem(toSpec(draft.from)).propertySlots : 0}
        legend={s['transfer.sourceLegend']}
        hint={s['transfer.sourceHint']}
        noneLabel={s['transfer.noTarget']}
      />
      <ItemFields
        id="transfer-to"
        lang={lang}
        s={s}
        draft={draft.to}
        onChange={(to) => set({ to })}
        slots={draft.to.base ? evaluateItem(toSpec(draft.to)).propertySlots : 0}
        legend={s['transfer.targetLegend']}
        hint={s['transfer.targetHint']}
        noneLabel={s['transfer.noTarget']}
      />
      <fieldset class="tool-fieldset">
        <legend>{s['transfer.crafterLegend']}</legend>
        <div class="tool-grid">
          <div class="tool-field">
            <label for="transfer-level">{s['transfer.level']}</label>
            <input
              id="transfer-level"
              type="number"
              inputMode="numeric"
              min={RULE_FACTS.crafterLevel.min}
              max={RULE_FACTS.crafterLevel.max}
              value={draft.level}
              onInput={(e) => set({ level: (e.currentTarget as HTMLInputElement).value })}
            />
          </div>
          <div class="tool-field">
            <label for="transfer-rank">{s['transfer.rank']}</label>
            <select
              id="transfer-rank"
              value={draft.rank}
              onChange={(e) => set({ rank: (e.currentTarget as HTMLSelectElement).value as ProficiencyRank | '' })}
            >
              <option value="">{s['transfer.notGiven']}</option>
              {RANKS.map((rank) => (
                <option key={rank} value={rank}>
                  {PROFICIENCY_LABELS[rank].label[lang]}
                </option>
              ))}
            </select>
          </div>
          <div class="tool-field">
            <label for="transfer-days">{s['transfer.extraDays']}</label>
            <input
              id="transfer-days"
              type="number"
              inputMode="numeric"
              min={0}
              value={draft.days}
              onInput={(e) => set({ days: (e.currentTarget as HTMLInputElement).value })}
            />
          </div>
        </div>
        <Checkbox id="transfer-crit" label={s['transfer.crit']} checked={draft.crit} onChange={(crit) => set({ crit })} />
      </fieldset>
      <section class="tool-result" aria-labelledby="transfer-result">
        <H id="transfer-result">{s['tools.result']}</H>
        <ProblemList lang={lang} s={s} problems={est.problems} notices={notices} />
        <TransferFigures
          lang={lang}
          s={s}
          est={est}
          extraDays={wholeNumber(draft.days) ?? 0}
          items={{ to: draft.to.base, from: draft.from.base }}
        />
      </section>
    </div>
  );
}

function Checkbox(props: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div class="tool-check">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange((e.currentTarget as HTMLInputElement).checked)}
      />
      <label for={props.id}>{props.label}</label>
    </div>
  );
}
