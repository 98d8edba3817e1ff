// The typing checks of one language, as a suite: a file per language (typing-start-en, typing-start-ja), so the
// browser project runs the two at once (one file took 84 s quiet and 199 s under load, the run's longest pole).
// No key or paste is lost while a calculator starts (components/tools/hydrate-on-use.ts): every name field, typed
// from the first click at 0, 5 and 30 ms as the language is typed (key by key in English, IME commits in Japanese)
// and at 0 ms the other way; cleared and pasted; and in Japanese a few runs as a phone's first visit on a slow
// network (CPU × 4, Slow 4G, a fresh context). These are a representative count; scripts/typing-runs.mjs runs the full counts (100 throttled, 200 clear-then-paste) and reports them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectChromium, newContext } from './browser';
import { NAME_FIELDS, throttle, TYPED, typeWhileStarting, type TypingMode, type TypingResult } from './typing-runs';

/** The runs that lost something, as lines a failure prints. */
const lost = (results: readonly (TypingResult & { run: string })[]) =>
  results.filter((r) => !r.kept).map((r) => `${r.run}: ${JSON.stringify(r.value)} (expected ${JSON.stringify(r.expected)})`);

export function typingWhileStarting(lang: 'en' | 'ja') {
  let browser: Browser;
  let page: Page;
  const siteUrl = inject('siteUrl');
  const url = (path: string) => new URL(path, siteUrl).href;

  beforeAll(async () => {
    browser = await connectChromium();
    // One page, navigated for each run: the island's code comes from the HTTP cache, so each run is one fresh start.
    page = await (await newContext(browser, { viewport: { width: 390, height: 844 } })).newPage();
  });
  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
  });

  describe(`typing while a calculator starts (${lang})`, () => {
    // The way the language is typed at the table (English key by key; Japanese kana through an IME, one commit a
    // character) at every delay; the other way at 0 ms only, the start the most can be lost in.
    const primary: TypingMode = lang === 'en' ? 'keys' : 'ime';
    for (const mode of ['keys', 'ime'] as TypingMode[]) {
      const delays = mode === primary ? [0, 5, 30] : [0];
      it(`${lang}, ${mode === 'keys' ? 'key by key' : 'IME commits'}: every name field keeps every character at ${delays.join(', ').replace(/, (?=\d+$)/, ' and ')} ms`, async () => {
        const results = [];
        for (const [path, field] of NAME_FIELDS) {
          for (const delayMs of delays) {
            const result = await typeWhileStarting(page, { url: url(`${lang}/${path}`), field, text: TYPED[lang], mode, delayMs });
            results.push({ ...result, run: `${path}#${field} ${delayMs} ms` });
          }
        }
        expect(lost(results)).toEqual([]);
      });
    }

    it(`${lang}: clear, then paste, in every name field (at 0 and 30 ms)`, async () => {
      const results = [];
      for (const [path, field] of NAME_FIELDS) {
        for (const delayMs of [0, 30]) {
          const result = await typeWhileStarting(page, { url: url(`${lang}/${path}`), field, text: TYPED[lang], mode: 'paste', delayMs });
          results.push({ ...result, run: `${path}#${field} ${delayMs} ms` });
        }
      }
      expect(lost(results)).toEqual([]);
    });

    if (lang === 'ja')
      it('a phone’s first visit on a slow network (CPU × 4, Slow 4G, fresh context): kana typed 120 ms apart from the first tap are all kept', async () => {
        const results = [];
        for (const [path, field] of [NAME_FIELDS[0], NAME_FIELDS[4]]) {
          const context = await newContext(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
          const fresh = await context.newPage();
          const cdp = await throttle(fresh);
          const result = await typeWhileStarting(
            fresh,
            { url: url(`ja/${path}`), field, text: TYPED.ja, mode: 'ime', delayMs: 120, touch: true },
            cdp,
          );
          results.push({ ...result, run: `${path}#${field}` });
          await context.close();
        }
        expect(lost(results)).toEqual([]);
      });
  });
}
