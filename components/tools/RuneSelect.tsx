// A labelled select of runes: "none" first, then the options (flat or grouped). Disabled options stay visible.
import { useMemo } from 'preact/hooks';
import type { OptionGroup, RuneOption } from '../../src/lib/rune-options';
import { useWholeList } from './full-lists';

interface Props {
  id: string;
  label: string;
  value: string;
  /** label of the empty choice; without it a rune must be chosen */
  none?: string;
  /** the list, or the function that builds it: called only when the select shows more than its empty choice */
  options?: List<RuneOption>;
  groups?: List<OptionGroup>;
  onChange: (value: string) => void;
  describedBy?: string;
  /** why the current choice can't apply: marks the select invalid and says why under it */
  error?: string;
  /** while the runes of its list are loading (see rune-data.ts) */
  disabled?: boolean;
  /** the reader is about to use the select (pointer over it, focus): a list waiting for runes loads them */
  onWarm?: () => void;
  /** while runes of this list are still arriving (see rune-data.ts): the label of a disabled last line saying so;
   * the select is aria-busy meanwhile, so a list never looks complete when it is not */
  more?: string;
}

const option = (o: RuneOption) => (
  <option key={o.value} value={o.value} disabled={o.disabled}>
    {o.label}
  </option>
);

/** The option elements of a list: the same elements (so Preact skips them) while the lists are the same arrays. */
function useOptionElements(options: readonly RuneOption[], groups: readonly OptionGroup[]) {
  return useMemo(
    () => ({
      flat: options.map(option),
      grouped: groups.map((g) => (
        <optgroup key={g.label} label={g.label}>
          {g.options.map(option)}
        </optgroup>
      )),
    }),
    [options, groups],
  );
}

const NO_OPTIONS: readonly RuneOption[] = [];
const NO_GROUPS: readonly OptionGroup[] = [];

type List<T> = readonly T[] | (() => readonly T[]);
const built = <T,>(list: List<T>): readonly T[] => (typeof list === 'function' ? list() : list);

export function RuneSelect({
  id,
  label,
  value,
  none,
  options = NO_OPTIONS,
  groups = NO_GROUPS,
  onChange,
  describedBy,
  error,
  disabled,
  onWarm,
  more,
}: Props) {
  const errorId = `${id}-error`;
  // While hydrating, and after it until the reader turns to the select or the browser is idle, only the chosen
  // option (see full-lists.ts).
  const list = useWholeList();
  let flat: readonly RuneOption[] = NO_OPTIONS;
  let grouped: readonly OptionGroup[] = NO_GROUPS;
  if (list.whole) {
    flat = built(options);
    grouped = built(groups);
  } else if (value !== '') {
    // No option's value is empty (that is the "none" line): with nothing chosen, the list is not even built. Building
    // the property runes' lists (every rune checked against the item) was a good part of hydrating a calculator.
    flat = [...built(options), ...built(groups).flatMap((g) => g.options)].filter((o) => o.value === value);
  }
  const elements = useOptionElements(flat, grouped);
  // Not while hydrating: the server's markup has no such state.
  const busy = (list.whole && more !== undefined) || list.pending;
  const warm = () => {
    list.fill();
    onWarm?.();
  };
  const described = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div class={error ? 'tool-field tool-field--invalid' : 'tool-field'}>
      <label for={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described}
        disabled={disabled}
        aria-busy={busy ? 'true' : undefined}
        onFocus={warm}
        onPointerEnter={warm}
        onPointerDown={warm}
        onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}
      >
        {none !== undefined && <option value="">{none}</option>}
        {elements.flat}
        {elements.grouped}
        {list.whole && more !== undefined && (
          <option value="-loading" disabled>
            {more}
          </option>
        )}
      </select>
      {error && (
        <p id={errorId} class="tool-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
