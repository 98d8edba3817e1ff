// "Copy for CCFOLIA" (ココフォリアにコピー): an item as a piece for CCFOLIA, the online table most Japanese groups play
// on. Its Clipboard API (beta, v1.19.0, docs.ccfolia.com/developer-api/clipboard-api) takes pasted JSON of the form
// { "kind": "character", "data": Partial<Character> }; only characters can be pasted (items and markers cannot), so the
// item becomes a piece of its own: named after the item, a chat palette (`commands`), `params`, `memo`, `externalUrl`.
//
// Dice notation: BCDice, the dice bot CCFOLIA runs, has no Pathfinder 2e system (its "Pathfinder" system only names
// the room's game and adds nothing to its base, DungeonsAndDragons), so every line uses BCDice's common commands,
// which every game system, DiceBot included, accepts (docs.bcdice.org: 加算ダイス "2D6+1", 四則演算 "(2D6+2)*6",
// 計算コマンド "C(1+2)"). A line is the command, a half-width space, then a comment; the command is half-width only.
// CCFOLIA replaces `{label}` in a palette line with the value of the piece's param of that label before the bot reads
// it, so the character's own modifiers are params ({攻撃修正} …) that the player sets once.
import { getBaseItem, getRune } from '../catalog';
import { DAMAGE_TYPE_LABELS, ACTION_LABELS } from '../data/damage-types';
import { MATERIAL_GRADE_NAMES, MATERIALS } from '../data/materials';
import { runeSummary } from '../data/rune-summaries';
import { evaluateItem, type ItemEvaluation, type ItemSpec } from '../item';
import { FIELDS as FIELDS_EN } from '../messages/fields-en';
import { FIELDS as FIELDS_JA } from '../messages/fields-ja';
import { problemMessage } from '../problems';
import { formatPrice } from '../tables';
import type { BaseItem, DamageRoll, DamageType, Locale, Localized, WeaponDamageType } from '../types';
import { EXPORT_WORDS as W } from './words';

/** CCFOLIA's documented `Character` (Clipboard API v1.19.0). iconUrl and faces' icons cannot be set from outside,
 * and CCFOLIA's own x, y and active win, so a piece leaves them out. */
export interface CcfoliaCharacter {
  name: string;
  memo: string;
  initiative: number;
  externalUrl: string;
  status: { label: string; value: number; max: number }[];
  params: { label: string; value: string }[];
  iconUrl: string | null;
  faces: { iconUrl: string | null; label: string }[];
  x: number;
  y: number;
  angle: number;
  width: number;
  height: number;
  active: boolean;
  secret: boolean;
  invisible: boolean;
  hideStatus: boolean;
  color: string;
  commands: string;
  owner: string | null;
}

/** What CCFOLIA reads from the clipboard. */
export interface CcfoliaPiece {
  kind: 'character';
  data: Partial<CcfoliaCharacter>;
}

export interface CcfoliaOptions {
  /** the item's share link (the builder's URL), for the piece's `externalUrl` */
  url?: string;
}

const WEAPON_DAMAGE: Readonly<Record<WeaponDamageType, DamageType>> = { B: 'bludgeoning', P: 'piercing', S: 'slashing' };

function words(lang: Locale) {
  const fields = lang === 'ja' ? FIELDS_JA : FIELDS_EN;
  const say = (w: Localized): string => w[lang];
  /** {攻撃修正}: the param's value goes here */
  const slot = (w: Localized): string => `{${w[lang]}}`;
  /** ［火炎］ in Japanese, as the seed writes damage types; "fire" in English */
  const type = (t: DamageType): string => (lang === 'ja' ? `［${DAMAGE_TYPE_LABELS[t].ja}］` : DAMAGE_TYPE_LABELS[t].en);
  const roll = (r: DamageRoll): string => `${r.dice}${r.die}`;
  const rollType = (r: DamageRoll): string =>
    r.persistent ? (lang === 'ja' ? `${W.persistent.ja}${type(r.type)}` : `${W.persistent.en} ${type(r.type)}`) : type(r.type);
  /** "＋1" in Japanese (the seed's full-width plus), "+1" in English */
  const plus = (n: number): string => `${lang === 'ja' ? '＋' : '+'}${n}`;
  return { fields, say, slot, type, roll, rollType, plus };
}

/** The lines of a weapon's chat palette: the Strike, its damage, the property runes' dice, then the critical hit. */
function weaponCommands(evaluation: ItemEvaluation, base: Extract<BaseItem, { kind: 'weapon' }>, lang: Locale): string[] {
  const { say, slot, type, roll, rollType } = words(lang);
  const sep = lang === 'ja' ? '：' : ': ';
  const bonus = evaluation.effects.attackItemBonus;
  const weaponTypes = [base.damage.type, ...base.versatile.filter((t) => t !== base.damage.type)].map((t) => type(WEAPON_DAMAGE[t]));
  const damageWords = lang === 'ja' ? `${W.damage.ja}${weaponTypes.join(W.or.ja)}` : `${W.damage.en} (${weaponTypes.join(` ${W.or.en} `)})`;
  const dice = evaluation.effects.damage ?? '1';
  const damage = `${dice}+${slot(W.damageModifier)}`;
  // A weapon without a damage die (a blowgun's 1) is arithmetic only: BCDice's calculation command.
  const hasDie = /d/.test(dice);
  const lines = [
    `1d20+${slot(W.attackModifier)}${bonus > 0 ? `+${bonus}` : ''} ${say(ACTION_LABELS.strike)}${sep}${say(evaluation.name)}`,
    hasDie ? `${damage} ${damageWords}` : `C(${damage}) ${damageWords}`,
  ];
  const extra = evaluation.effects.extraDamage.flatMap(({ rune, damage: r }) => {
    const named = getRune(rune);
    return named ? [{ name: say(named.name), roll: r }] : [];
  });
  // 「フレイミング［火炎］」「フレイミングの持続［火炎］」; "Flaming (fire)", "Flaming (persistent fire)"
  const joined = (name: string, r: DamageRoll) =>
    lang === 'ja' ? `${name}${r.persistent ? 'の' : ''}${rollType(r)}` : `${name} (${rollType(r)})`;
  for (const e of extra) lines.push(`${roll(e.roll)} ${joined(e.name, e.roll)}`);
  // A critical hit doubles the Strike's damage, the runes' dice included; a rune's critical rider (flaming's
  // persistent fire) is added on top, not doubled.
  const crit = `${say(W.criticalHit)}${sep}`;
  lines.push(hasDie ? `(${damage})*2 ${crit}${damageWords}` : `C((${damage})*2) ${crit}${damageWords}`);
  for (const e of extra) lines.push(`(${roll(e.roll)})*2 ${crit}${joined(e.name, e.roll)}`);
  for (const slug of evaluation.activeProperty) {
    const rune = getRune(slug);
    const rider = rune?.effects.critExtraDamage;
    if (rune && rider) lines.push(`${roll(rider)} ${crit}${joined(say(rune.name), rider)}`);
  }
  return lines;
}

function paramsOf(evaluation: ItemEvaluation, lang: Locale): CcfoliaCharacter['params'] {
  const { fields, say } = words(lang);
  const runeNames = evaluation.runes.flatMap((slug) => {
    const rune = getRune(slug);
    return rune ? [say(rune.name)] : [];
  });
  return [
    { label: fields['field.name'], value: say(evaluation.name) },
    { label: say(W.runes), value: runeNames.length > 0 ? runeNames.join(lang === 'ja' ? '、' : ', ') : say(W.noRunes) },
    { label: fields['field.itemLevel'], value: String(evaluation.level) },
    { label: fields['field.price'], value: formatPrice(evaluation.priceCp, lang) },
  ];
}

function memoOf(evaluation: ItemEvaluation, lang: Locale, kind: BaseItem['kind']): string {
  const { fields, say, type, plus } = words(lang);
  const sep = lang === 'ja' ? '：' : ': ';
  const lines = [
    // the name in the other language too, for a table that reads both
    lang === 'ja' ? `${evaluation.name.ja}（${evaluation.name.en}）` : `${evaluation.name.en} (${evaluation.name.ja})`,
    `${fields['field.itemLevel']} ${evaluation.level}${lang === 'ja' ? '、' : ', '}${fields['field.price']} ${formatPrice(evaluation.priceCp, lang)}`,
  ];
  if (evaluation.material) {
    const { slug, grade } = evaluation.material;
    const name =
      lang === 'ja'
        ? `${MATERIAL_GRADE_NAMES[grade].ja}${MATERIALS[slug].name.ja}`
        : `${MATERIAL_GRADE_NAMES[grade].en} ${MATERIALS[slug].name.en}`;
    lines.push(`${fields['field.material']}${sep}${name}`);
  }
  for (const slug of evaluation.runes) {
    const rune = getRune(slug);
    const summary = rune ? runeSummary(rune) : undefined;
    if (rune) lines.push(summary ? `${say(rune.name)}${sep}${say(summary)}` : say(rune.name));
  }
  const fx = evaluation.effects;
  if (kind === 'armor') {
    if (fx.acItemBonus > 0) lines.push(`${say(W.acItemBonus)} ${plus(fx.acItemBonus)}`);
    if (fx.savesItemBonus > 0) lines.push(`${say(W.saveItemBonus)} ${plus(fx.savesItemBonus)}`);
    for (const r of fx.resistances) lines.push(`${say(W.resistance)} ${type(r.type)}${lang === 'ja' ? '' : ' '}${r.value}`);
    if (evaluation.invested) lines.push(say(W.invested));
  }
  if (evaluation.shield) {
    const s = evaluation.shield;
    lines.push(
      `${say(W.hardness)} ${s.hardness}${lang === 'ja' ? '、' : ', '}${say(W.hp)} ${s.hp}${lang === 'ja' ? '、' : ', '}${say(W.bt)} ${s.bt}`,
    );
  }
  if (kind !== 'shield') lines.push(say(W.placeholders));
  for (const p of evaluation.problems) lines.push(`${say(W.problems)}${sep}${problemMessage(p, lang)}`);
  return lines.join('\n');
}

function build(spec: ItemSpec, lang: Locale, options: CcfoliaOptions): CcfoliaPiece {
  const evaluation = evaluateItem(spec);
  const { say, plus } = words(lang);
  const base = evaluation.base ? getBaseItem(evaluation.base) : undefined;
  const data: Partial<CcfoliaCharacter> = {
    name: say(evaluation.name) || say(W.noItem),
    params: paramsOf(evaluation, lang),
  };
  if (base) data.memo = memoOf(evaluation, lang, base.kind);
  else data.memo = evaluation.problems.map((p) => problemMessage(p, lang)).join('\n');
  if (typeof options.url === 'string' && options.url !== '') data.externalUrl = options.url;

  const modifier = (w: Localized) => ({ label: say(w), value: '0' });
  if (base?.kind === 'weapon') {
    data.commands = weaponCommands(evaluation, base, lang).join('\n');
    data.params?.push(modifier(W.attackModifier), modifier(W.damageModifier));
  } else if (base?.kind === 'armor') {
    const bonus = evaluation.effects.savesItemBonus;
    data.commands = `1d20+{${say(W.saveModifier)}}${bonus > 0 ? `+${bonus}` : ''} ${say(W.savingThrow)}${lang === 'ja' ? '：' : ': '}${say(evaluation.name)}`;
    data.params?.push(
      { label: say(W.acItemBonus), value: plus(evaluation.effects.acItemBonus) },
      { label: say(W.saveItemBonus), value: plus(bonus) },
      modifier(W.saveModifier),
    );
  } else if (base?.kind === 'shield' && evaluation.shield) {
    const s = evaluation.shield;
    // The shield's Hit Points as a status bar the table can count down; Hardness and BT beside them.
    data.status = [{ label: say(W.hp), value: s.hp, max: s.hp }];
    data.params?.push({ label: say(W.hardness), value: String(s.hardness) }, { label: say(W.bt), value: String(s.bt) });
  }
  return { kind: 'character', data };
}

/**
 * The item as a CCFOLIA piece to paste (`JSON.stringify` it onto the clipboard): named after the item, with a chat
 * palette for BCDice, params (name, runes, level, Price, and the character's modifiers the palette reads), a memo of
 * what each rune does in `lang`, and the share link. Never throws; an item with problems says them in the memo.
 */
export function ccfoliaPiece(spec: ItemSpec, lang: Locale, options: CcfoliaOptions = {}): CcfoliaPiece {
  const language: Locale = lang === 'en' ? 'en' : 'ja';
  try {
    return build(spec, language, typeof options === 'object' && options !== null ? options : {});
  } catch {
    return { kind: 'character', data: { name: W.noItem[language] } };
  }
}
