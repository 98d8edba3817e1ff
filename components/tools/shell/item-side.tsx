// One item of a calculator: its name field and its fields, over an ItemSide of the calculator's state
// (src/lib/item-side.ts). The runes' loading state comes from the shell (the island's context), so no calculator
// threads it; the name's reading is parsed once per text (name-reading.ts). A calculator that shows the name field
// and the fields apart (the level calculator's two names on top) uses <SideName> and <SideFields>; else <ItemSide>.
import { useContext } from 'preact/hooks';
import type { ComponentProps } from 'preact';
import type { ItemSide as SideState, SideChange } from '../../../src/lib/item-side';
import type { ItemDraft } from '../../../src/lib/item-draft';
import type { ItemEvaluation, Locale } from '../../../src/rules';
import { ItemFields } from '../ItemFields';
import { ItemNameField, type NameFieldState } from '../ItemNameField';
import { Island } from '../strings';
import { useNameReading } from './name-reading';

export interface Side extends NameFieldState {
  item: ItemDraft;
  change: (change: SideChange) => void;
}

/** One item of the calculator's state, with what its name field reads and the changes it dispatches. */
export function useItemSide(side: SideState, change: (change: SideChange) => void): Side {
  const { reading, read } = useNameReading(side.typed, (text, r) => change({ kind: 'typed', text, reading: r }));
  return {
    item: side.item,
    typed: side.typed,
    reading,
    type: (text) => change({ kind: 'typed', text, reading: read(text) }),
    chooseGrade: (grade) => change({ kind: 'grade', grade }),
    change,
  };
}

interface NameProps {
  id: string;
  lang: Locale;
  label: string;
  side: Side;
  /** the item as the rules see it: its name shows while nothing is typed */
  ev: Pick<ItemEvaluation, 'name'>;
  hint?: boolean;
}

export function SideName({ id, lang, label, side, ev, hint }: NameProps) {
  return <ItemNameField id={id} lang={lang} label={label} name={ev.name[lang]} state={side} hint={hint} />;
}

type FieldsProps = Omit<
  ComponentProps<typeof ItemFields>,
  'draft' | 'onChange' | 'slots' | 'problems' | 'loading' | 'partial' | 'onWarm'
> & {
  side: Side;
  ev: Pick<ItemEvaluation, 'propertySlots' | 'problems'>;
};

export function SideFields({ side, ev, ...rest }: FieldsProps) {
  const runes = useContext(Island).runes;
  return (
    <ItemFields
      {...rest}
      draft={side.item}
      onChange={(item) => side.change({ kind: 'fields', item })}
      slots={ev.propertySlots}
      problems={ev.problems}
      loading={runes ? !runes.ready : false}
      partial={runes ? !runes.complete : false}
      onWarm={runes?.warm}
    />
  );
}

type ItemSideProps = Omit<FieldsProps, 'ev'> & {
  nameLabel: string;
  ev: Pick<ItemEvaluation, 'name' | 'propertySlots' | 'problems'>;
};

/** The name field, then the item's fields: ids `<id>-name` and `<id>-…` (ItemFields). */
export function ItemSide({ nameLabel, ...fields }: ItemSideProps) {
  const { id, lang, side, ev } = fields;
  return (
    <>
      <SideName id={`${id}-name`} lang={lang} label={nameLabel} side={side} ev={ev} />
      <SideFields {...fields} />
    </>
  );
}
