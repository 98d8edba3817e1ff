// A name as a calculator's table shows it. A Japanese name breaks only after its ・: never inside a katakana word
// nor between ＋ and its number, which Chromium's phrase breaking does in a narrow cell (「＋ / 2ウェポン」). The
// rune index gets the same from line-breaks.ts at build time; an island builds its names in the browser.
import { Fragment } from 'preact';
import { marksLineBreaks, type Locale } from '../../src/i18n/locale';

export function RuneName({ name, lang }: { name: string; lang: Locale }) {
  if (!marksLineBreaks(lang)) return <>{name}</>;
  const parts = name.split('・');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              ・<wbr />
            </>
          )}
          <span class="name-part">{part}</span>
        </Fragment>
      ))}
    </>
  );
}

/** The params that leave a template's `{name}` for WithName to draw: `t('level.add', NAME_SLOT)`. */
export const NAME_SLOT = { name: '{name}' } as const;

/** A template with one `{name}` ("新規：{name}"), the name drawn by RuneName. */
export function WithName({ template, name, lang }: { template: string; name: string; lang: Locale }) {
  const [before = '', after = ''] = template.split('{name}');
  return (
    <>
      {before}
      <RuneName name={name} lang={lang} />
      {after}
    </>
  );
}
