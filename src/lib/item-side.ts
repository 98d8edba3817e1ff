// One item of a calculator's form (pure: no DOM, no Preact): what its name field holds and the item its fields show.
// Every calculator holds one or two of these in its state and hands each change of them to changeSide; what a change
// means for the rest of its form (notices cleared, a target that follows) is its own reducer's business.
import type { ItemNameReading } from '../rules/read-name';
import { fromSpec, type ItemDraft } from './item-draft';

export interface ItemSide {
  item: ItemDraft;
  /** what the reader typed in the name field ('' at first: the field starts empty, its example in the placeholder);
   * null = the field shows the item's own name (the fields were edited last) */
  typed: string | null;
}

/** What the reader did to one item. */
export type SideChange =
  /** a field of the item was edited: the name field shows the item's name again */
  | { kind: 'fields'; item: ItemDraft }
  /** the name field holds `text`, read as `reading` (null while the reader has not arrived) */
  | { kind: 'typed'; text: string; reading: ItemNameReading | null }
  /** another grade for the material the name gave (GradeChoice): the item takes it, the field shows its name */
  | { kind: 'grade'; grade: string };

/** The item a side starts with: its name field empty. */
export const sideOf = (item: ItemDraft): ItemSide => ({ item, typed: '' });

/** The item a reading gives: its own, or the runes it read put on the item the form shows (no base item named). */
export function draftOfReading(reading: ItemNameReading, current: ItemDraft): ItemDraft | null {
  if (reading.spec) return fromSpec(reading.spec);
  const { parts } = reading;
  const any = parts.potency !== undefined || parts.striking || parts.resilient || parts.reinforcing || (parts.property?.length ?? 0) > 0;
  return any && current.base ? fromSpec({ base: current.base, ...parts }) : null;
}

/**
 * The side after a change, and the item the change puts on the form (null: the item stays as it is, as when what was
 * typed reads as nothing yet). The calculator's reducer takes `item` through its own rules (a target that follows the
 * current item, notices cleared) and then stores it.
 */
export function changeSide(side: ItemSide, change: SideChange): { typed: string | null; item: ItemDraft | null } {
  switch (change.kind) {
    case 'fields':
      return { typed: null, item: change.item };
    case 'typed':
      return { typed: change.text, item: change.reading && draftOfReading(change.reading, side.item) };
    case 'grade':
      return { typed: null, item: { ...side.item, grade: change.grade } };
  }
}

/** The words the name fields could not read: while there are any, the answer bar names them instead of a price. */
export function unreadWords(...names: readonly { typed: string | null; reading: ItemNameReading | null }[]): string[] {
  return names.flatMap((n) => (n.typed?.trim() && n.reading ? n.reading.unread : []));
}
