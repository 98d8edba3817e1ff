import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBuiltSite } from '../support/site-session';

const site = useBuiltSite();
let page: Page;

async function open(path: string) {
  page = await site.open(path);
  return page;
}

async function search(query: string) {
  const box = page.getByRole('searchbox');
  await box.fill(query);
  const results = page.locator('#site-search-results a');
  await results.first().waitFor({ timeout: 15_000 });
  return results.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
}

describe('the site in a browser', () => {
  it('goes from the landing page into Japanese, then to the same page in English', async () => {
    await open('/');
    await page.getByRole('link', { name: /日本語/ }).click();
    await page.waitForURL(/\/ja\/$/);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');

    await page.getByRole('link', { name: 'このサイトについて' }).click();
    await page.waitForURL(/\/ja\/about\/$/);
    await page.getByRole('link', { name: 'This page in English' }).click();
    await page.waitForURL(/\/en\/about\/$/);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About this site');
  });

  it('finds a page by searching a Japanese word that is on it', async () => {
    await open('/ja/');
    expect(await search('非公式')).toContain('/ja/about/');
  });

  it('finds a page by searching an English word that is on it, within English pages only', async () => {
    await open('/en/');
    const found = await search('unofficial');
    expect(found).toContain('/en/about/');
    expect(found.every((path) => path.startsWith('/en/'))).toBe(true);
  });

  it('loads no search code until the reader uses the search box', async () => {
    const requested: string[] = [];
    page = await site.open('/en/');
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(site.url('/en/about/'));
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    await page.getByRole('searchbox').focus();
    await page.waitForResponse((response) => response.url().includes('/pagefind/pagefind.js'));
  });
});
