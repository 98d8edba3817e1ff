// The runes an item holds as one-tap choices, right under its name (the transfer estimator's rune to move from item
// A, and in a swap the rune coming back from item B): the long select further down stays for any other rune.
import type { Locale } from '../../src/rules';
import { getRune } from '../../src/rules/core';
import { Check } from './Check';

interface Props {
  /** the radio group's name, and the prefix of each radio's id */
  name: string;
  legend: string;
  lang: Locale;
  /** the rune slugs held by the item */
  runes: readonly string[];
  value: string;
  onPick: (slug: string) => void;
}

export function RunePicks({ name, legend, lang, runes, value, onPick }: Props) {
  if (runes.length === 0) return null;
  return (
    <fieldset class="tool-fieldset tool-fieldset--inline tool-picks">
      <legend>{legend}</legend>
      {runes.map((slug) => (
        <Check
          key={slug}
          type="radio"
          name={name}
          id={`${name}-${slug}`}
          label={getRune(slug)?.name[lang] ?? slug}
          checked={value === slug}
          onChange={() => onPick(slug)}
        />
      ))}
    </fieldset>
  );
}
