// What the game expects at this level and the next: the fundamental runes by kind of item (GM Core's ABP table is the
// schedule; a shield's reinforcing rune by its own levels), then each item's gap to them, slot by slot.
import type { Locale } from '../../src/i18n/locale';
import { getRune } from '../../src/rules/core';
import { sourceLabel } from '../../src/rules/data/books';
import { RULE_FACTS } from '../../src/rules/facts';
import type { ExpectedRune, Plan, SlotGap } from '../../src/rules/planner';
import { localizedPath } from '../../src/i18n/urls';
import { getTool } from '../../src/tools/registry';
import { useT, type PlannerKey } from './strings';

/** The chapter the planner belongs to (src/tools/registry.ts). */
const FUNDAMENTAL_CHAPTER = getTool('planner')?.chapter ?? 'fundamental-runes';

const nameOf = (slug: string | null, lang: Locale) => (slug ? (getRune(slug)?.name[lang] ?? slug) : '—');
const same = (a: { target: string; slot: string }, b: { target: string; slot: string }) => a.target === b.target && a.slot === b.slot;

function GapRow({ gap, lang, plan }: { gap: SlotGap; lang: Locale; plan: Plan }) {
  const t = useT<PlannerKey>();
  return (
    <tr class={`planner-gap planner-gap--${gap.status}`}>
      <th scope="row">{t(`planner.slot.${gap.slot}`)}</th>
      <td lang={lang}>{nameOf(gap.has, lang)}</td>
      <td>{t(`planner.status.${gap.status}`, { next: plan.nextLevel })}</td>
    </tr>
  );
}

export function PlannerExpected({ lang, plan, headingLevel }: { lang: Locale; plan: Plan; headingLevel: number }) {
  const t = useT<PlannerKey>();
  const H = `h${Math.min(headingLevel, 4)}` as 'h3';
  const next = (e: ExpectedRune) => plan.expectedNext.find((x) => same(x, e))?.rune ?? null;
  return (
    <section class="planner-expected" aria-labelledby="planner-expected">
      <H id="planner-expected">{t('planner.expected', { level: plan.level, next: plan.nextLevel })}</H>
      <p class="tool-note">{t('planner.expectedLead')}</p>
      <table class="planner-table">
        <thead>
          <tr>
            <th scope="col">{t('planner.col.rune')}</th>
            <th scope="col">{t('planner.col.now', { level: plan.level })}</th>
            <th scope="col">{t('planner.col.next', { level: plan.nextLevel })}</th>
          </tr>
        </thead>
        <tbody>
          {plan.expectedNow.map((e) => (
            <tr key={`${e.target}-${e.slot}`}>
              <th scope="row">{t('planner.kindSlot', { kind: t(`planner.kind.${e.target}`), slot: t(`planner.slot.${e.slot}`) })}</th>
              <td lang={lang}>{nameOf(e.rune, lang)}</td>
              <td lang={lang}>{nameOf(next(e), lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="tool-note">
        {t('planner.expectedSource', {
          abp: sourceLabel({ book: 'gm-core', page: 83 }, lang),
          runes: sourceLabel({ book: 'gm-core', page: RULE_FACTS.pages.fundamentalRunes }, lang),
        })}
      </p>
      {/* Also what keeps the result, a panel that scrolls on a wide screen, reachable by keyboard when it holds no step. */}
      <p>
        <a href={localizedPath(lang, `rules/${FUNDAMENTAL_CHAPTER}/`)}>{t('planner.chapterLink')}</a>
      </p>
      {plan.items
        .filter((item) => item.gaps.length > 0)
        .map((item) => (
          <table class="planner-table planner-gaps" key={item.index}>
            <caption lang={lang}>{item.name[lang]}</caption>
            <thead>
              <tr>
                <th scope="col">{t('planner.col.rune')}</th>
                <th scope="col">{t('planner.col.has')}</th>
                <th scope="col">{t('planner.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {item.gaps.map((gap) => (
                <GapRow key={gap.slot} gap={gap} lang={lang} plan={plan} />
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
