// UI strings inside the islands. The page picks the strings an island uses from src/i18n and passes them
// as a prop, so the islands don't bundle both languages' tables; only the types are imported here.
import type { UiKey } from '../../src/i18n';

type WithPrefix<P extends string> = Extract<UiKey, `${P}.${string}`>;
/** What every calculator reads: the shared tools.* strings and the field.* labels. */
export type ToolKey = WithPrefix<'tools'> | WithPrefix<'field'>;
export type BuilderKey = ToolKey | WithPrefix<'builder'>;
export type LevelKey = ToolKey | WithPrefix<'level'>;
export type TransferKey = ToolKey | WithPrefix<'transfer'>;
export type Strings<K extends UiKey = ToolKey> = Readonly<Record<K, string>>;

/** Fills `{name}` placeholders, as `t()` in src/i18n does; values are text, never markup. */
export { fill as fmt } from '../../src/i18n/locale';
