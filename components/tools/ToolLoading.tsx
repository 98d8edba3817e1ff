// The quiet loading state of a calculator while runes it needs arrive (see rune-data.ts). A polite status
// region, always in the markup so that its text is announced. While a link's item is loading, the form is
// hidden in its place (`tool--pending`: no default item flashes, nothing moves) and the text shows over it;
// while the runes of an item just chosen are loading, only that item's property selects wait, and the text
// is for screen readers alone.
import { useT } from './strings';

export function ToolLoading({ pending, busy }: { pending: boolean; busy: boolean }) {
  const t = useT();
  return (
    <p class={pending ? 'tool-loading tool-loading--shown' : 'tool-loading'} role="status">
      {pending || busy ? t('tools.loading') : ''}
    </p>
  );
}
