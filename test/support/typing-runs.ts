// Typing into a calculator's name field while the calculator starts (components/tools/hydrate-on-use.ts), as a
// player does from the first tap: key by key, committed character by character as a Japanese IME does, or
// "clear, then paste". Shared by test/browser/typing-start-{en,ja}.test.ts (a representative count in `npm test`) and
// scripts/typing-runs.mjs (the full counts, throttled and not). Imports nothing of the site: node runs it as it is.
import type { CDPSession, Page } from 'playwright-core';

/** The name fields of the three calculators, by page. */
export const NAME_FIELDS = [
  ['tools/item/', 'builder-name'],
  ['tools/level/', 'level-current-name'],
  ['tools/level/', 'level-target-name'],
  ['tools/transfer/', 'transfer-from-name'],
  ['tools/transfer/', 'transfer-to-name'],
  ['tools/planner/', 'planner-item-0'],
] as const;

/** What a player types, per language: ASCII key by key in English, kana and the full-width ＋ in Japanese. */
export const TYPED = {
  en: '+1 striking flaming dagger',
  ja: '＋1すとらいきんぐふれいみんぐだがー',
} as const;

export type TypingMode = 'keys' | 'ime' | 'paste';

export interface TypingRun {
  /** the page's absolute URL */
  url: string;
  field: string;
  text: string;
  mode: TypingMode;
  /** from the first tap to the first character, and between characters, in ms */
  delayMs: number;
  /** tap (a touch context) instead of click */
  touch?: boolean;
}

export interface TypingResult {
  /** the field kept every character, in order, once the calculator was live and had read the name */
  kept: boolean;
  /** the field's value at the end, and what it should hold */
  value: string;
  expected: string;
  /** from the navigation to the end of the check */
  ms: number;
}

/** Slow 4G as Chrome DevTools defines it (the preset formerly called Fast 3G): 562.5 ms, 1.6 Mbit/s down, 750 kbit/s up, × 0.9. */
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };

/** A phone on a slow network: CPU × 4 and Slow 4G on this page (CDP), as Lighthouse's mobile run does. */
export async function throttle(page: Page, cpuRate = 4): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return cdp;
}

const pause = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * One run: loads the page, taps the field as soon as it shows, and types (or clears and pastes) at once; then waits
 * until the calculator is live and has read the name, and says whether the field kept what was typed.
 */
export async function typeWhileStarting(page: Page, run: TypingRun, cdp?: CDPSession): Promise<TypingResult> {
  const started = Date.now();
  await page.goto(run.url, { waitUntil: 'commit' });
  const field = page.locator(`#${run.field}`);
  await field.waitFor({ state: 'visible' });
  const before = await field.inputValue();
  if (run.touch) await field.tap();
  else await field.click();
  await pause(run.delayMs);
  if (run.mode === 'paste') {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.insertText(run.text);
  } else if (run.mode === 'keys') {
    await page.keyboard.type(run.text, { delay: run.delayMs });
  } else {
    // An IME's commit: the character is composed, then committed (compositionstart … compositionend, then input).
    const session = cdp ?? (await page.context().newCDPSession(page));
    for (const char of run.text) {
      await session.send('Input.imeSetComposition', { text: char, selectionStart: 1, selectionEnd: 1 });
      await session.send('Input.insertText', { text: char });
      await pause(run.delayMs);
    }
    if (!cdp) await session.detach();
  }
  // Live, and the name read (the reader loads on the field's first focus): the field now shows the island's state.
  await page.locator(`astro-island:not([ssr]) #${run.field}-reading[data-state="read"]`).waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  const value = await field.inputValue();
  // An empty field (or a paste over a cleared one) must hold exactly the text; a field that started with text keeps
  // the typed text whole wherever the caret was.
  const expected = run.mode === 'paste' || before === '' ? run.text : `…${run.text}…`;
  const kept = run.mode === 'paste' || before === '' ? value === run.text : value.includes(run.text);
  return { kept, value, expected, ms: Date.now() - started };
}
