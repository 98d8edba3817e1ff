// The answer bar at the foot of a calculator's form on a phone (sticky; tools.css): the answer in one line, or, while
// a name field holds words it could not read, those words and what to do, never the price of a guessed item; and while
// the item can't be made as asked (an error left part of it out), what to do, never the price of what is left.
import type { ComponentChildren } from 'preact';
import { joinList, quoted, type Locale } from '../../src/i18n/locale';
import { useT, type ToolKey } from './strings';

interface Props {
  lang: Locale;
  /** the words the name fields could not read (unreadIn) */
  unread: readonly string[];
  /** whether the item shown is not the one asked for: a problem of severity error left part of it out */
  unmade?: boolean;
  children: ComponentChildren;
}

export function AnswerBar({ lang, unread, unmade = false, children }: Props) {
  const t = useT<ToolKey>();
  // Visual only: the reading under each field says the same to a screen reader, as it is typed (aria-live).
  if (unread.length > 0)
    return (
      <p class="tool-summary tool-summary--unread" aria-hidden="true">
        {t('tools.summaryUnread', {
          words: joinList(
            unread.map((w) => quoted(w, lang)),
            lang,
          ),
        })}
      </p>
    );
  if (unmade)
    return (
      <p class="tool-summary tool-summary--unread" aria-hidden="true">
        {t('tools.summaryUnmade')}
      </p>
    );
  return (
    <p class="tool-summary" aria-hidden="true">
      {children}
    </p>
  );
}
