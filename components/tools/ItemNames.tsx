// An item's name in the page's language and in the other one, each with a copy button. A Japanese name breaks only
// after its ・ (RuneName), so no line starts with ・ or ends with ＋. A new name gets a fresh
// button (keyed by the text), so "copied" never stays next to a name that was not copied.
import { otherLocale } from '../../src/i18n/locale';
import type { Locale, Localized } from '../../src/rules';
import { CopyButton } from './CopyButton';
import { RuneName } from './RuneName';
import { useT, type ToolKey } from './strings';

interface Props {
  lang: Locale;
  name: Localized;
  label: string;
}

export function ItemNames({ lang, name, label }: Props) {
  const t = useT<ToolKey>();
  const other = otherLocale(lang);
  const line = (l: Locale, main: boolean) => {
    const language = t(`tools.language.${l}`);
    return (
      <p class={main ? 'tool-name tool-name--main' : 'tool-name'}>
        <span lang={l} class="tool-name__text">
          <RuneName name={name[l]} lang={l} />
        </span>{' '}
        <CopyButton
          key={name[l]}
          text={name[l]}
          label={t('tools.copyName', { language })}
          copied={t('tools.copied', { language })}
          failed={t('tools.copyFailed')}
        >
          {t('tools.copy')}
        </CopyButton>
      </p>
    );
  };
  return (
    <div class="tool-names" role="group" aria-label={label}>
      {line(lang, true)}
      {line(other, false)}
    </div>
  );
}
